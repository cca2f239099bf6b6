package io.msgbench.driver.api;

import java.util.Set;

/**
 * Registers a driver with the framework through {@link java.util.ServiceLoader}: list the class in
 * {@code META-INF/services/io.msgbench.driver.api.DriverProvider} of the driver's jar.
 *
 * <p>The driver YAML's {@code driverClass} names the driver; {@link #names()} lists every name it
 * answers to, so OpenMessaging Benchmark driver files keep working.
 */
public interface DriverProvider {

    /** The driver class and its aliases, e.g. OMB's class name and a short logical name. */
    Set<String> names();

    BenchmarkDriver create();
}

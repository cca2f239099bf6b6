package io.msgbench.driver;

/** Where a worker gets the driver a driver YAML names: {@link DriverLoader} in production. */
@FunctionalInterface
public interface DriverSource {
    LoadedDriver load(DriverSpec spec);
}

package io.msgbench.driver.pravega;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverProvider;
import java.util.Set;

/** Registers the Pravega driver under its own name, OMB's class name and the short name "pravega". */
public final class PravegaDriverProvider implements DriverProvider {

    @Override
    public Set<String> names() {
        return Set.of(
                PravegaDriver.class.getName(),
                // OMB's driver class, so OMB driver files work unchanged
                "io.openmessaging.benchmark.driver.pravega.PravegaBenchmarkDriver",
                "pravega");
    }

    @Override
    public BenchmarkDriver create() {
        return new PravegaDriver();
    }
}

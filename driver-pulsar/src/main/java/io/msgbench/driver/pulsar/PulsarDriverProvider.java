package io.msgbench.driver.pulsar;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverProvider;
import java.util.Set;

/** Registers the Pulsar driver under its own name, OMB's class name and the short name "pulsar". */
public final class PulsarDriverProvider implements DriverProvider {

    @Override
    public Set<String> names() {
        return Set.of(
                PulsarDriver.class.getName(),
                // OMB's driver class, so OMB driver files work unchanged
                "io.openmessaging.benchmark.driver.pulsar.PulsarBenchmarkDriver",
                "pulsar");
    }

    @Override
    public BenchmarkDriver create() {
        return new PulsarDriver();
    }
}

package io.msgbench.driver.nats;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverProvider;
import java.util.Set;

/** Registers the NATS JetStream driver under its own name, OMB's class name and the short name "nats". */
public final class NatsDriverProvider implements DriverProvider {

    @Override
    public Set<String> names() {
        return Set.of(
                NatsDriver.class.getName(),
                // OMB's driver class, so OMB driver files work unchanged
                "io.openmessaging.benchmark.driver.nats.NatsBenchmarkDriver",
                "nats");
    }

    @Override
    public BenchmarkDriver create() {
        return new NatsDriver();
    }
}

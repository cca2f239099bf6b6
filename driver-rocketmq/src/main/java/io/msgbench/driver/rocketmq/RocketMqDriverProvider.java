package io.msgbench.driver.rocketmq;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverProvider;
import java.util.Set;

/** Registers the RocketMQ driver under its own name, OMB's class name and the short name "rocketmq". */
public final class RocketMqDriverProvider implements DriverProvider {

    @Override
    public Set<String> names() {
        return Set.of(
                RocketMqDriver.class.getName(),
                // OMB's driver class, so OMB driver files work unchanged
                "io.openmessaging.benchmark.driver.rocketmq.RocketMQBenchmarkDriver",
                "rocketmq");
    }

    @Override
    public BenchmarkDriver create() {
        return new RocketMqDriver();
    }
}

package io.msgbench.driver.rabbitmq;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverProvider;
import java.util.Set;

/** Registers the RabbitMQ driver under its own name, OMB's class name and the short name "rabbitmq". */
public final class RabbitMqDriverProvider implements DriverProvider {

    @Override
    public Set<String> names() {
        return Set.of(
                RabbitMqDriver.class.getName(),
                // OMB's driver class, so OMB driver files work unchanged
                "io.openmessaging.benchmark.driver.rabbitmq.RabbitMqBenchmarkDriver",
                "rabbitmq");
    }

    @Override
    public BenchmarkDriver create() {
        return new RabbitMqDriver();
    }
}

package io.msgbench.driver.kafka;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverProvider;
import java.util.Set;

/** Registers the Kafka driver under its own name, OMB's class name and the short name "kafka". */
public final class KafkaDriverProvider implements DriverProvider {

    @Override
    public Set<String> names() {
        return Set.of(
                KafkaDriver.class.getName(),
                // OMB's driver class, so OMB driver files work unchanged
                "io.openmessaging.benchmark.driver.kafka.KafkaBenchmarkDriver",
                "kafka");
    }

    @Override
    public BenchmarkDriver create() {
        return new KafkaDriver();
    }
}

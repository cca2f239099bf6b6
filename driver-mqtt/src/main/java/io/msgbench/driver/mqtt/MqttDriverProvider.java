package io.msgbench.driver.mqtt;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverProvider;
import java.util.Set;

/** Registers the MQTT 5 driver under its own name, OMB's class name and the short name "mqtt". */
public final class MqttDriverProvider implements DriverProvider {

    @Override
    public Set<String> names() {
        return Set.of(
                MqttDriver.class.getName(),
                // OMB's driver class, so OMB driver files work unchanged
                "io.openmessaging.benchmark.driver.mqtt.MQTTBenchmarkDriver",
                "mqtt");
    }

    @Override
    public BenchmarkDriver create() {
        return new MqttDriver();
    }
}

package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The MQTT 5 driver (QoS 1) passes the conformance suite on the real embedded mosquitto. */
@ExtendWith(MosquittoBroker.class)
class MqttDriverConformanceTest extends DriverConformanceSuite {
    @Override
    protected DriverSpec driverSpec() {
        return MosquittoBroker.driver("driver-mqtt/mqtt-embedded.yaml");
    }
}

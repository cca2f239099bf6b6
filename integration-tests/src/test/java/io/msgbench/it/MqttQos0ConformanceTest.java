package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The QoS 0 variant (driver-mqtt/mqtt-qos0-embedded.yaml) passes the data-path conformance cases too: on loopback, with
 * the broker's queues uncapped, nothing is dropped although nothing is acknowledged.
 */
@ExtendWith(MosquittoBroker.class)
class MqttQos0ConformanceTest extends DataPathConformance {
    @Override
    protected DriverSpec driverSpec() {
        return MosquittoBroker.driver("driver-mqtt/mqtt-qos0-embedded.yaml");
    }
}

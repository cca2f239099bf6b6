package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Kafka driver passes the conformance suite on the real embedded KRaft broker. */
@ExtendWith(KafkaBroker.class)
class KafkaDriverConformanceTest extends DriverConformanceSuite {
    @Override
    protected DriverSpec driverSpec() {
        return KafkaBroker.driver("driver-kafka/kafka-embedded.yaml");
    }
}

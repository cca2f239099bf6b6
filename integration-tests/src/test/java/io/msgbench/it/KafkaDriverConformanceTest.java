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

    /** Three of the driver's CreateTopics requests (1,000 topics each), the last one partly filled. */
    @Override
    protected int manyTopics() {
        return 2_500;
    }
}

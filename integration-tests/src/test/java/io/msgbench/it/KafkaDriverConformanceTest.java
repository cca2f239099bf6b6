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

    /**
     * Two of the driver's CreateTopics requests (1,000 topics each), the second holding the one topic past the
     * first's limit: the smallest count at which a batch boundary shows (an off-by-one there loses that topic).
     */
    @Override
    protected int manyTopics() {
        return 1_001;
    }
}

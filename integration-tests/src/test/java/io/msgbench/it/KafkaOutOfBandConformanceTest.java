package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Kafka driver passes the data-path conformance cases with msgbench's header out of band, in a record header. */
@ExtendWith(KafkaBroker.class)
class KafkaOutOfBandConformanceTest extends DataPathConformance {
    @Override
    protected DriverSpec driverSpec() {
        return KafkaBroker.driver("driver-kafka/kafka-embedded.yaml");
    }

    @Override
    protected boolean headerOutOfBand() {
        return true;
    }
}

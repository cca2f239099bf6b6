package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The quorum-queue variant (driver-rabbitmq/rabbitmq-quorum-embedded.yaml) passes the data-path conformance cases too. */
@ExtendWith(RabbitMqBroker.class)
class RabbitMqQuorumConformanceTest extends DataPathConformance {
    @Override
    protected DriverSpec driverSpec() {
        return RabbitMqBroker.driver("driver-rabbitmq/rabbitmq-quorum-embedded.yaml");
    }
}

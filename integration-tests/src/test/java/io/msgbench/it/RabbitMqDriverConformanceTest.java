package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The RabbitMQ driver (classic queues, persistent messages) passes the conformance suite on the real node. */
@ExtendWith(RabbitMqBroker.class)
class RabbitMqDriverConformanceTest extends DriverConformanceSuite {
    @Override
    protected DriverSpec driverSpec() {
        return RabbitMqBroker.driver("driver-rabbitmq/rabbitmq-embedded.yaml");
    }
}

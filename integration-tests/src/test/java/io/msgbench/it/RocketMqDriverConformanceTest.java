package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The RocketMQ driver (ASYNC_FLUSH) passes the conformance suite on the real embedded name server and broker. */
@ExtendWith(RocketMqBroker.class)
class RocketMqDriverConformanceTest extends DriverConformanceSuite {
    @Override
    protected DriverSpec driverSpec() {
        return RocketMqBroker.driver("driver-rocketmq/rocketmq-embedded.yaml");
    }
}

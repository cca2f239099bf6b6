package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The NATS JetStream driver passes the conformance suite on the real embedded nats-server. */
@ExtendWith(NatsBroker.class)
class NatsDriverConformanceTest extends DriverConformanceSuite {
    @Override
    protected DriverSpec driverSpec() {
        return NatsBroker.driver("driver-nats/nats-embedded.yaml");
    }
}

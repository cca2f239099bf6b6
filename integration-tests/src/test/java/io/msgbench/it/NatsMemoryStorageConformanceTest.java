package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The memory-storage variant (driver-nats/nats-memory-embedded.yaml) passes the conformance suite too. */
@ExtendWith(NatsBroker.class)
class NatsMemoryStorageConformanceTest extends DriverConformanceSuite {
    @Override
    protected DriverSpec driverSpec() {
        return NatsBroker.driver("driver-nats/nats-memory-embedded.yaml");
    }
}

package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The memory-storage variant (driver-nats/nats-memory-embedded.yaml) passes the data-path conformance cases too. */
@ExtendWith(NatsBroker.class)
class NatsMemoryStorageConformanceTest extends DataPathConformance {
    @Override
    protected DriverSpec driverSpec() {
        return NatsBroker.driver("driver-nats/nats-memory-embedded.yaml");
    }
}

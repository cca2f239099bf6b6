package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Pulsar driver passes the conformance suite on the real embedded standalone. */
@ExtendWith(PulsarBroker.class)
class PulsarDriverConformanceTest extends DriverConformanceSuite {
    @Override
    protected DriverSpec driverSpec() {
        return PulsarBroker.driver();
    }
}

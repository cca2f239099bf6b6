package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Pravega driver passes the conformance suite on the real embedded standalone. */
@ExtendWith(PravegaBroker.class)
class PravegaDriverConformanceTest extends DriverConformanceSuite {
    @Override
    protected DriverSpec driverSpec() {
        return PravegaBroker.driver("driver-pravega/pravega-embedded.yaml");
    }
}

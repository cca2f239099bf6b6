package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Artemis driver (core client, sends confirmed asynchronously) passes the conformance suite on the real broker. */
@ExtendWith(ArtemisBroker.class)
class ArtemisDriverConformanceTest extends DriverConformanceSuite {
    @Override
    protected DriverSpec driverSpec() {
        return ArtemisBroker.driver("driver-artemis/artemis-embedded.yaml");
    }
}

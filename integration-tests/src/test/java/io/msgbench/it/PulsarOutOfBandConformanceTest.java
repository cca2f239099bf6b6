package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Pulsar driver passes the data-path conformance cases with msgbench's header out of band, in a message property. */
@ExtendWith(PulsarBroker.class)
class PulsarOutOfBandConformanceTest extends DataPathConformance {
    @Override
    protected DriverSpec driverSpec() {
        return PulsarBroker.driver();
    }

    @Override
    protected boolean headerOutOfBand() {
        return true;
    }
}

package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;

/** The calibration driver passes the same conformance suite as a broker's driver (it needs no broker). */
class LoopbackDriverConformanceTest extends DriverConformanceSuite {
    @Override
    protected DriverSpec driverSpec() {
        return DriverSpecLoader.load(KafkaBroker.home().resolve("driver-loopback/loopback.yaml"));
    }
}

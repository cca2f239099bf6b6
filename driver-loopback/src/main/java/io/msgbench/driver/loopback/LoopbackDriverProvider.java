package io.msgbench.driver.loopback;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverProvider;
import java.util.Set;

/** Registers the calibration driver under its class name and the short name "loopback". */
public final class LoopbackDriverProvider implements DriverProvider {

    @Override
    public Set<String> names() {
        return Set.of(LoopbackDriver.class.getName(), "loopback");
    }

    @Override
    public BenchmarkDriver create() {
        return new LoopbackDriver();
    }
}

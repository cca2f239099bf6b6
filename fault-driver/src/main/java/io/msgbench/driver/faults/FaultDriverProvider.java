package io.msgbench.driver.faults;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverProvider;
import java.util.Set;

/** Registers the fault-injecting driver under its class name and the short name "faults". */
public final class FaultDriverProvider implements DriverProvider {

    @Override
    public Set<String> names() {
        return Set.of(FaultDriver.class.getName(), "faults");
    }

    @Override
    public BenchmarkDriver create() {
        return new FaultDriver();
    }
}

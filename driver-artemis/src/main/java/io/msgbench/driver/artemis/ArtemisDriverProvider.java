package io.msgbench.driver.artemis;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverProvider;
import java.util.Set;

/** Registers the Artemis driver under its own name, OMB's class name and the short name "artemis". */
public final class ArtemisDriverProvider implements DriverProvider {

    @Override
    public Set<String> names() {
        return Set.of(
                ArtemisDriver.class.getName(),
                // OMB's driver class, so OMB driver files work unchanged
                "io.openmessaging.benchmark.driver.artemis.ArtemisBenchmarkDriver",
                "artemis");
    }

    @Override
    public BenchmarkDriver create() {
        return new ArtemisDriver();
    }
}

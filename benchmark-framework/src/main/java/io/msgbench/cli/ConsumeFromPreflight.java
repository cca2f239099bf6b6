package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.api.ReadFrom;
import io.msgbench.workload.Workload;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Before any broker starts: a workload's {@code consumeFrom} that a driver cannot honour (a broker that keeps no
 * history cannot start a new subscription at the beginning) stops the run here in one line, as bad input, instead
 * of failing it when its consumers are created.
 */
final class ConsumeFromPreflight {
    private ConsumeFromPreflight() {
    }

    /** @throws ConfigException naming the workload file, the driver and the driver's reason */
    static void check(DriverSpecs specs, List<Workload> workloads, List<Path> workloadFiles, DriverLoader drivers) {
        for (int i = 0; i < workloads.size(); i++) {
            Optional<ReadFrom> from = workloads.get(i).consumeFrom();
            if (from.isEmpty()) {
                continue;
            }
            for (DriverSpec spec : specs) {
                Optional<String> refused = DriverQuestion.ask(drivers, spec, d -> d.refusesReadFrom(from.get()))
                        .flatMap(reason -> reason);
                if (refused.isPresent()) {
                    throw ConfigException.of(workloadFiles.get(i).toString(), null, "driver '" + spec.name() + "'",
                            refused.get());
                }
            }
        }
    }
}

package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
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
    private ConsumeFromPreflight() {}

    /** @throws ConfigException naming the workload file, the driver and the driver's reason */
    static void check(DriverSpecs specs, List<Workload> workloads, List<Path> workloadFiles, DriverLoader drivers) {
        if (workloads.stream().allMatch(workload -> workload.consumeFrom().isEmpty())) {
            return;
        }
        for (DriverSpec spec : specs) {
            // each driver loaded once, asked about every workload's start in that one load
            List<Optional<String>> refusals = DriverQuestion.ask(
                            drivers,
                            spec,
                            driver -> workloads.stream()
                                    .map(workload -> workload.consumeFrom().flatMap(driver::refusesReadFrom))
                                    .toList())
                    .orElse(List.of());
            for (int i = 0; i < refusals.size(); i++) {
                if (refusals.get(i).isPresent()) {
                    throw ConfigException.of(
                            workloadFiles.get(i).toString(),
                            null,
                            "driver '" + spec.name() + "'",
                            refusals.get(i).get());
                }
            }
        }
    }
}

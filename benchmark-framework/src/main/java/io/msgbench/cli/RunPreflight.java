package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.coordinator.WorkSplit;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.embedded.EmbeddedBroker;
import io.msgbench.remote.ClusterSpec;
import io.msgbench.result.FaultAction;
import io.msgbench.result.FaultSpec;
import io.msgbench.workload.Workload;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a run checks across its files and options before anything starts, each file on its own having been
 * checked as it loaded: that the faults a workload stages have something to act on (an embedded broker that
 * can do what they ask, a worker of that index), that the workers can take the work split, and that a message
 * smaller than msgbench's header has a driver that carries the header out of band ({@link HeaderPreflight}), and
 * that each driver can start its subscriptions where the workload's {@code consumeFrom} asks ({@link
 * ConsumeFromPreflight}).
 */
final class RunPreflight {
    private RunPreflight() {}

    /** @throws ConfigException naming the file and field of the first problem */
    static void check(
            Path home,
            List<Path> driverFiles,
            List<Path> workloadFiles,
            List<Workload> workloads,
            Optional<ClusterSpec> workers,
            DriverLoader drivers) {
        DriverSpecs specs = new DriverSpecs(driverFiles); // parsed once, for every check that reads them
        checkFaultTargets(home, specs, workloads, workloadFiles);
        HeaderPreflight.check(specs, workloads, workloadFiles, drivers);
        ConsumeFromPreflight.check(specs, workloads, workloadFiles, drivers);
        workers.ifPresent(spec -> checkSplit(spec, workloads));
        checkWorkerFaults(workers.map(spec -> spec.urls().size()).orElse(0), workloads, workloadFiles);
    }

    private static void checkSplit(ClusterSpec spec, List<Workload> workloads) {
        for (Workload workload : workloads) {
            int topics = workload.usesExistingTopics() ? workload.topicNames().size() : workload.topics();
            WorkSplit.problem(spec.mode(), spec.urls().size(), topics).ifPresent(problem -> {
                throw ConfigException.of(workload.name(), null, "topics", problem);
            });
        }
    }

    /**
     * A fault that acts on a broker process needs a driver file that starts an embedded broker, and
     * {@code restart-broker} one that can be restarted on its data and ports.
     */
    private static void checkFaultTargets(Path home, DriverSpecs specs, List<Workload> workloads, List<Path> files) {
        if (workloads.stream().noneMatch(Workload::needsEmbeddedBroker)) {
            return;
        }
        // each broker type's own answer to --check --restart, asked once however many workloads restart it
        Map<String, Optional<String>> restartRefusals = new HashMap<>();
        Function<String, Optional<String>> restartRefusal =
                type -> restartRefusals.computeIfAbsent(type, t -> EmbeddedBroker.restartRefusal(home, t));
        for (DriverSpec driver : specs) {
            for (int i = 0; i < workloads.size(); i++) {
                if (workloads.get(i).needsEmbeddedBroker()) {
                    checkBrokerFaults(restartRefusal, driver, workloads.get(i).faults(), files.get(i));
                }
            }
        }
    }

    private static void checkBrokerFaults(
            Function<String, Optional<String>> restartRefusal,
            DriverSpec driver,
            List<FaultSpec> faults,
            Path workloadFile) {
        if (driver.embeddedBroker().isEmpty()) {
            throw ConfigException.of(
                    workloadFile.toString(),
                    null,
                    "faults",
                    "broker faults act on the"
                            + " embedded broker, but driver '" + driver.name() + "' starts none; on a cluster, use"
                            + " action: command (e.g. an ssh line that restarts the service)");
        }
        String type = driver.embeddedBroker().get().type();
        for (int i = 0; i < faults.size(); i++) {
            if (faults.get(i).action() == FaultAction.RESTART_BROKER) {
                int index = i;
                restartRefusal.apply(type).ifPresent(reason -> {
                    throw ConfigException.of(
                            workloadFile.toString(),
                            null,
                            "faults[" + index + "]",
                            "restart-broker: " + reason.replaceFirst("^--restart: ", "") + " (driver '" + driver.name()
                                    + "')");
                });
                return; // one answer serves every restart in the list
            }
        }
    }

    /** A kill-worker fault needs worker JVMs, and one with that index. */
    private static void checkWorkerFaults(int workerCount, List<Workload> workloads, List<Path> files) {
        for (int w = 0; w < workloads.size(); w++) {
            List<FaultSpec> faults = workloads.get(w).faults();
            for (int i = 0; i < faults.size(); i++) {
                int index = faults.get(i).worker().orElse(-1);
                if (faults.get(i).action() == FaultAction.KILL_WORKER && index >= workerCount) {
                    throw ConfigException.of(
                            files.get(w).toString(),
                            null,
                            "faults[" + i + "].worker",
                            workerCount == 0
                                    ? "kill-worker needs worker JVMs (--workers or --workers-file); this run has none"
                                    : "is " + index + ", but the run has " + workerCount + " workers (0 to "
                                            + (workerCount - 1) + ")");
                }
            }
        }
    }
}

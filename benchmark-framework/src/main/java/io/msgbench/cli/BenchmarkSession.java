package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.coordinator.BenchmarkRun;
import io.msgbench.coordinator.RunControl;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.coordinator.WorkSplit;
import io.msgbench.remote.ClusterSpec;
import io.msgbench.driver.DriverFolders;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.embedded.EmbeddedBroker;
import io.msgbench.embedded.EmbeddedBrokerException;
import io.msgbench.result.LatencyTable;
import io.msgbench.result.ResultJson;
import io.msgbench.result.RunResult;
import io.msgbench.worker.LocalWorker;
import io.msgbench.workload.Workload;
import io.msgbench.workload.WorkloadLoader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs every workload on every driver: loads and checks all files first (nothing starts when one is
 * wrong), starts an embedded broker where a driver file asks for one, writes each result as it comes,
 * and on Ctrl-C lets the current run write its partial result before the brokers stop.
 */
final class BenchmarkSession {
    private static final Duration BROKER_START_TIMEOUT = Duration.ofSeconds(120);

    private final Path home;
    private final RunOptions options;
    private final ResultFiles resultFiles;
    private final PrintStream out;
    private final PrintStream err;
    private final RunControl control = new RunControl();
    private final ShutdownGuard shutdownGuard = new ShutdownGuard(control);
    private final WorkerTargets targets;
    private Optional<ClusterSpec> cluster = Optional.empty();

    BenchmarkSession(Path home, RunOptions options, Path output, PrintStream out, PrintStream err) {
        this(home, options, output, out, err, WorkerTargets.LOCAL);
    }

    BenchmarkSession(Path home, RunOptions options, Path output, PrintStream out, PrintStream err,
                     WorkerTargets targets) {
        this.home = home;
        this.options = options;
        this.resultFiles = new ResultFiles(output);
        this.out = out;
        this.err = err;
        this.targets = targets;
    }

    int run(List<Path> driverFiles, List<Path> workloadFiles) {
        List<DriverSpec> drivers = new ArrayList<>();
        List<Workload> workloads = new ArrayList<>();
        try {
            driverFiles.forEach(file -> drivers.add(DriverSpecLoader.load(file)));
            workloadFiles.forEach(file -> workloads.add(WorkloadLoader.load(file)));
            resultFiles.check(drivers.size() * workloads.size());
            cluster = targets.resolve();
            cluster.ifPresent(spec -> checkSplit(spec, workloads));
        } catch (ConfigException e) {
            return badInput(e);
        }
        shutdownGuard.install();
        try {
            int exit = ExitCode.OK;
            for (DriverSpec driver : drivers) {
                exit = Math.max(exit, runDriver(driver, workloads));
            }
            return control.isCancelled() ? ExitCode.INTERRUPTED : exit;
        } catch (ConfigException e) {
            return badInput(e);
        } catch (EmbeddedBrokerException | IllegalStateException e) {
            err.println("error: " + e.getMessage());
            return ExitCode.RUN_FAILED;
        } finally {
            shutdownGuard.finished();
        }
    }

    private int runDriver(DriverSpec driver, List<Workload> workloads) {
        EmbeddedBroker broker = driver.embeddedBroker().map(this::startBroker).orElse(null);
        shutdownGuard.closeOnExit(broker);
        try {
            DriverSpec resolved = driver.withPlaceholders(broker == null ? Map.of() : broker.placeholders());
            Map<String, String> environment = broker == null ? Map.of() : broker.describe();
            int exit = ExitCode.OK;
            for (Workload workload : workloads) {
                if (control.isCancelled()) {
                    break;
                }
                exit = Math.max(exit, exitCode(runOne(resolved, workload, environment)));
            }
            return exit;
        } finally {
            if (broker != null) {
                broker.close();
            }
        }
    }

    private static void checkSplit(ClusterSpec spec, List<Workload> workloads) {
        for (Workload workload : workloads) {
            int topics = workload.usesExistingTopics() ? workload.topicNames().size() : workload.topics();
            WorkSplit.problem(spec.mode(), spec.urls().size(), topics).ifPresent(problem -> {
                throw ConfigException.of(workload.name(), null, "topics", problem);
            });
        }
    }

    private EmbeddedBroker startBroker(io.msgbench.driver.EmbeddedBrokerSpec spec) {
        if (cluster.isPresent() && !cluster.get().allLoopback()) {
            err.println("warning: the embedded broker listens on this host's loopback only; workers on other hosts "
                    + "cannot reach it");
        }
        out.println("Starting an embedded " + spec.type() + " broker...");
        EmbeddedBroker broker = EmbeddedBroker.start(home, spec, BROKER_START_TIMEOUT);
        out.println("Embedded " + spec.type() + " broker ready: " + broker.placeholders());
        return broker;
    }

    private RunResult runOne(DriverSpec driver, Workload workload, Map<String, String> environment) {
        out.println();
        out.println("=== " + workload.name() + " on " + driver.name() + " ===");
        RunResult result;
        if (cluster.isPresent()) {
            result = new DistributedRunner(cluster.get(), options, out, err).run(workload, driver, control)
                    .withEnvironment(environment);
            report(result);
            return result;
        }
        try (LocalWorker worker = new LocalWorker(new DriverLoader(DriverFolders.under(home)))) {
            result = new BenchmarkRun(workload, driver, worker, options, new ConsoleListener(out), control).execute()
                    .withEnvironment(environment);
        } catch (ConfigException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("closing the worker failed: " + e.getMessage(), e);
        }
        report(result);
        return result;
    }

    private void report(RunResult result) {
        out.println();
        out.print(LatencyTable.format(result));
        result.warnings().forEach(w -> out.println("warning: " + w));
        try {
            Path file = resultFiles.pathFor(result);
            ResultJson.write(result, file);
            out.println("Result: " + file);
        } catch (IOException e) {
            err.println("error: cannot write the result file: " + e.getMessage());
        }
        if (!result.complete()) {
            err.println("error: run incomplete: " + result.failure());
        } else if (result.counts().lost() > 0) {
            err.println("error: " + result.counts().lost() + " acknowledged messages were never received");
        }
    }

    private static int exitCode(RunResult result) {
        if (!result.complete()) {
            return ExitCode.RUN_FAILED;
        }
        return result.counts().lost() > 0 ? ExitCode.MESSAGES_LOST : ExitCode.OK;
    }

    private int badInput(ConfigException e) {
        e.problems().forEach(problem -> err.println("error: " + problem));
        return ExitCode.BAD_INPUT;
    }
}

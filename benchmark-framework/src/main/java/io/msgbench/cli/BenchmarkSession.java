package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.coordinator.BenchmarkRun;
import io.msgbench.coordinator.ResultContext;
import io.msgbench.coordinator.RunControl;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.driver.DriverFolders;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.embedded.EmbeddedBroker;
import io.msgbench.embedded.EmbeddedBrokerException;
import io.msgbench.fault.BrokerControl;
import io.msgbench.fault.FaultTargets;
import io.msgbench.remote.Cluster;
import io.msgbench.remote.ClusterSpec;
import io.msgbench.report.text.FaultTable;
import io.msgbench.report.text.FindingsText;
import io.msgbench.report.text.LatencyTable;
import io.msgbench.result.ResultJson;
import io.msgbench.result.RunResult;
import io.msgbench.scrape.ScrapedBrokers;
import io.msgbench.worker.LocalWorker;
import io.msgbench.worker.WorkerBounds;
import io.msgbench.workload.Workload;
import io.msgbench.workload.WorkloadLoader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Runs every workload on every driver: loads and checks all files first (nothing starts when one is
 * wrong), starts an embedded broker where a driver file asks for one, writes each result as it comes,
 * and on Ctrl-C lets the current run write its partial result (before its teardown) before the brokers stop.
 */
final class BenchmarkSession {
    private static final Duration BROKER_START_TIMEOUT = Duration.ofMinutes(2);

    private final Path home;
    private final RunOptions options;
    private WorkerBounds workerBounds = WorkerBounds.DEFAULTS;
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

    BenchmarkSession(
            Path home, RunOptions options, Path output, PrintStream out, PrintStream err, WorkerTargets targets) {
        this.home = home;
        this.options = options;
        this.resultFiles = new ResultFiles(output);
        this.out = out;
        this.err = err;
        this.targets = targets;
    }

    /** The bounds of the worker in this JVM (remote workers keep theirs); default {@link WorkerBounds#DEFAULTS}. */
    BenchmarkSession workerBounds(WorkerBounds bounds) {
        this.workerBounds = bounds;
        return this;
    }

    int run(List<Path> driverFiles, List<Path> workloadFiles) {
        return run(driverFiles, workloadFiles, List.of());
    }

    /** @param overrides {@code key=value} replacing a field of every workload ({@code --set}) */
    int run(List<Path> driverFiles, List<Path> workloadFiles, List<String> overrides) {
        List<Workload> workloads;
        try {
            workloads = load(driverFiles, workloadFiles, overrides);
            resultFiles.check(driverFiles.size() * workloads.size());
        } catch (ConfigException e) {
            return badInput(e);
        }
        return runChecked(driverFiles, driver -> RunSequence.of(workloads));
    }

    /**
     * Runs, on each driver in turn, what {@code sequences} asks for, once {@code workloads} (loaded from
     * {@code workloadFiles}) have passed the checks every run passes ({@link RunPreflight}).
     */
    int run(
            List<Path> driverFiles,
            List<Path> workloadFiles,
            List<Workload> workloads,
            Function<DriverSpec, RunSequence> sequences) {
        try {
            preflight(driverFiles, workloadFiles, workloads);
        } catch (ConfigException e) {
            return badInput(e);
        }
        return runChecked(driverFiles, sequences);
    }

    /**
     * Loads the workloads and checks them across the files and this session's workers, starting nothing.
     *
     * @throws ConfigException naming the file and field of the first problem
     */
    List<Workload> load(List<Path> driverFiles, List<Path> workloadFiles, List<String> overrides) {
        List<Workload> workloads = new ArrayList<>();
        workloadFiles.forEach(file -> workloads.add(WorkloadLoader.load(file, overrides)));
        preflight(driverFiles, workloadFiles, workloads);
        return workloads;
    }

    /** The one way into {@link RunPreflight}: run, sweep and study all pass here before anything starts. */
    private void preflight(List<Path> driverFiles, List<Path> workloadFiles, List<Workload> workloads) {
        RunPreflight.check(
                home,
                driverFiles,
                workloadFiles,
                workloads,
                targets.resolve(),
                new DriverLoader(DriverFolders.under(home)));
    }

    /** Runs, on each driver in turn (its embedded broker started once), what {@code sequences} asks for. */
    private int runChecked(List<Path> driverFiles, Function<DriverSpec, RunSequence> sequences) {
        List<DriverSpec> drivers = new ArrayList<>();
        try {
            DriverFileCheck check = new DriverFileCheck(home, new DriverLoader(DriverFolders.under(home)));
            driverFiles.forEach(file -> drivers.add(check.check(file)));
            cluster = targets.resolve();
            cluster.ifPresent(Cluster::probe); // before any broker starts: an unreachable worker is bad input
        } catch (ConfigException e) {
            return badInput(e);
        }
        shutdownGuard.install();
        try {
            int exit = ExitCode.OK;
            for (DriverSpec driver : drivers) {
                exit = Math.max(exit, runDriver(driver, sequences.apply(driver)));
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

    private int runDriver(DriverSpec driver, RunSequence sequence) {
        EmbeddedBroker broker = driver.embeddedBroker().map(this::startBroker).orElse(null);
        shutdownGuard.closeOnExit(broker);
        try {
            DriverSpec resolved = driver.withPlaceholders(broker == null ? Map.of() : broker.placeholders());
            Map<String, String> environment = new LinkedHashMap<>(broker == null ? Map.of() : broker.describe());
            ResultContext.BrokerSource figures = brokerFigures(resolved, broker, environment);
            int exit = ExitCode.OK;
            List<RunResult> done = new ArrayList<>();
            Optional<Workload> next = sequence.next(done);
            while (next.isPresent() && !control.isCancelled()) {
                RunResult result = runOne(resolved, next.get(), environment, broker, figures);
                done.add(result);
                exit = Math.max(exit, ExitCode.of(result));
                next = sequence.next(done);
            }
            return exit;
        } finally {
            if (broker != null) {
                broker.close();
            }
        }
    }

    private EmbeddedBroker startBroker(io.msgbench.driver.EmbeddedBrokerSpec spec) {
        if (cluster.isPresent() && !cluster.get().allLoopback()) {
            err.println("warning: the embedded broker listens on this host's loopback only; workers on other hosts "
                    + "cannot reach it");
        }
        out.println("Starting an embedded " + spec.type() + " broker...");
        EmbeddedBroker broker = EmbeddedBroker.start(home, spec, BROKER_START_TIMEOUT, control::isCancelled);
        out.println("Embedded " + spec.type() + " broker ready: " + broker.placeholders());
        return broker;
    }

    private RunResult runOne(
            DriverSpec driver,
            Workload workload,
            Map<String, String> environment,
            EmbeddedBroker broker,
            ResultContext.BrokerSource figures) {
        out.println();
        out.println("=== " + workload.name() + " on " + driver.name() + " ===");
        RunResult result;
        BrokerControl faultTarget = broker == null ? BrokerControl.NONE : broker;
        ConsoleListener console = new ConsoleListener(out);
        if (cluster.isPresent()) {
            result = new DistributedRunner(cluster.get(), options, out, err)
                    .run(
                            workload,
                            driver,
                            control,
                            faultTarget,
                            console,
                            new ResultContext(environment, ResultContext.DistributionSource.LOCAL, figures),
                            this::saveQuietly);
            report(result, console);
            return result;
        }
        LocalWorker worker = new LocalWorker(new DriverLoader(DriverFolders.under(home)), workerBounds);
        try {
            result = new BenchmarkRun(
                            workload,
                            driver,
                            worker,
                            options,
                            console,
                            control,
                            FaultTargets.broker(faultTarget),
                            new ResultContext(environment, ResultContext.DistributionSource.LOCAL, figures))
                    .execute(this::saveQuietly);
        } finally {
            closeQuietly(worker);
        }
        report(result, console);
        return result;
    }

    /** The run's teardown has closed what it opened; what is left failing to close must not hide the result. */
    private void closeQuietly(LocalWorker worker) {
        try {
            worker.close();
        } catch (Exception e) {
            err.println("warning: closing the worker: " + e.getMessage());
        }
    }

    /**
     * The brokers' CPU and GC per interval: scraped from the Prometheus endpoints the driver file names, else the
     * embedded broker's, else none; where they come from goes into the result's environment, and an endpoint that
     * does not answer now is a warning (its figures are left out, the run goes on).
     */
    private ResultContext.BrokerSource brokerFigures(
            DriverSpec driver, EmbeddedBroker broker, Map<String, String> environment) {
        if (!driver.brokerMetrics().isEmpty()) {
            ScrapedBrokers scraped = new ScrapedBrokers(driver.brokerMetrics());
            scraped.problems().forEach(problem -> err.println("warning: " + problem));
            environment.put("brokerFigures", scraped.describe());
            return scraped;
        }
        return broker == null ? ResultContext.BrokerSource.NONE : broker::sampleFigures;
    }

    /** The result's tables and file; its warnings through {@code console}, which prints only those not yet shown. */
    private void report(RunResult result, ConsoleListener console) {
        out.println();
        out.print(LatencyTable.format(result));
        out.print(FindingsText.format(result));
        out.print(FaultTable.format(result));
        result.warnings().forEach(console::warning);
        try {
            out.println("Result: " + save(result, false));
        } catch (IOException e) {
            err.println("error: cannot write the result file: " + e.getMessage());
        }
        if (!result.complete()) {
            err.println("error: run incomplete: " + result.failure());
        } else if (result.counts().lost() > 0) {
            err.println("error: " + result.counts().lost() + " acknowledged messages were never received");
        }
    }

    private Path save(RunResult result, boolean beforeTeardown) throws IOException {
        Path file = resultFiles.pathFor(result);
        ResultJson.write(result, file);
        shutdownGuard.resultWritten(beforeTeardown);
        return file;
    }

    /** The result as measured, before teardown; the final one replaces it, and {@link #report} names any error. */
    private void saveQuietly(RunResult measured) {
        try {
            save(measured, true);
        } catch (IOException e) {
            // report() tries again after teardown and says why it failed
        }
    }

    private int badInput(ConfigException e) {
        return BadInput.report(e, err);
    }
}

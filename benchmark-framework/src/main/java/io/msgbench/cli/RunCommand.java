package io.msgbench.cli;

import io.msgbench.coordinator.RunOptions;
import io.msgbench.worker.WorkerBounds;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code benchmark [--drivers D.yaml,...] [WORKLOAD.yaml...]}: runs every workload on every driver. */
@Command(
        name = "benchmark",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "Runs each workload on each driver and prints the latency table; writes one result JSON per run.",
            "Without --drivers: an embedded single-node Kafka broker (driver-kafka/kafka-embedded.yaml).",
            "Without workloads: workloads/quickstart.yaml."
        },
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {
            "0:every run complete, nothing lost",
            "1:a run failed (partial result written)",
            "2:bad workload, driver file or option",
            "3:acknowledged messages were lost",
            "4:(compare, nightly) a regression was found",
            "130:interrupted by Ctrl-C (partial results written)",
            "143:stopped by SIGTERM (the same)"
        },
        footerHeading = "%nOMB's options:%n",
        footer = {
            "-d, -w, -wf, -x, -o and -c mean what they mean to OMB's benchmark.",
            "Where ours is stronger: every file is checked strictly before anything runs",
            "(unknown keys name the nearest valid one), and latencies count from the",
            "intended send time, where OMB's count from the send call (docs/results.md)."
        })
final class RunCommand implements Callable<Integer> {
    static final String DEFAULT_DRIVER = "driver-kafka/kafka-embedded.yaml";
    static final String DEFAULT_WORKLOAD = "workloads/quickstart.yaml";

    @Parameters(paramLabel = "WORKLOAD", description = "Workload YAML files (OMB format).")
    List<Path> workloads = new ArrayList<>();

    @Option(
            names = {"-d", "--drivers"},
            split = ",",
            paramLabel = "DRIVER",
            description = "Driver YAML files, comma-separated (OMB format).")
    List<Path> drivers = new ArrayList<>();

    @Option(
            names = {"-o", "--output"},
            paramLabel = "PATH",
            description = "Result file (one run, ending in .json) or folder. Default: results/")
    Path output;

    @Mixin
    RunTimingOptions timing = new RunTimingOptions();

    @Option(
            names = "--probe-timeout",
            paramLabel = "DURATION",
            converter = DurationConverter.class,
            description = "How long to wait for the first messages to come through. Default: 120s")
    Duration probeTimeout = RunOptions.DEFAULTS.probeTimeout();

    @Option(
            names = "--client-timeout",
            paramLabel = "DURATION",
            converter = DurationConverter.class,
            description = "How long the worker in this process waits for one driver call (creating or deleting"
                    + " topics, creating a producer or consumer) before the run gives up on it, naming the call;"
                    + " creating topics gets it again for every 10,000 topics. Default: 60s")
    Duration clientTimeout = WorkerBounds.DEFAULTS.clientCall();

    @Option(names = "--keep-topics", description = "Leave the topics the run created.")
    boolean keepTopics;

    @Option(
            names = "--set",
            paramLabel = "KEY=VALUE",
            description = "Replace a workload field in every workload, checked like the file's own (repeatable),"
                    + " e.g. --set producerRate=5000 --set testDuration=30s for a local-scale run.")
    List<String> overrides = new ArrayList<>();

    @Option(
            names = {"-w", "--workers"},
            split = ",",
            paramLabel = "URL",
            description =
                    "Worker JVMs (bin/benchmark-worker) to run on, e.g. http://10.0.0.11:8090,http://10.0.0.12:8090."
                            + " Default: ./workers.yaml when there is one (as OMB), else this JVM")
    List<String> workers = new ArrayList<>();

    @Option(
            names = {"-wf", "--workers-file"},
            paramLabel = "FILE",
            description = "YAML file listing the workers (workers:, mode:), OMB's format")
    Path workersFile;

    @Option(
            names = {"-x", "--extra"},
            description = "As OMB: more workers for consumers (producers on a third of the"
                    + " workers, consumers on the rest); the same as --mode extra-consumers")
    boolean extraConsumers;

    @Option(
            names = {"-c", "--csv"},
            paramLabel = "DIR",
            description = "Write the results in DIR (msgbench's and"
                    + " OMB's) to CSV and exit: one row per run, OMB's columns first, then ours; and one row per interval in a"
                    + " second file. Written to --output, else results-EPOCHSECONDS.csv in the current folder (as OMB)")
    Path csvFolder;

    @Option(names = "--token-file", paramLabel = "FILE", description = "File whose first line is the workers' token")
    Path tokenFile;

    @Option(
            names = "--mode",
            paramLabel = "MODE",
            description = "split: producers on half the workers, consumers on the other half (default); "
                    + "swarm: each topic wholly on one worker; extra-consumers: producers on a third (-x)")
    String mode;

    @Override
    public Integer call() {
        if (csvFolder != null) {
            return new CsvExport(System.out, System.err).run(csvFolder, output);
        }
        Path home = MsgbenchHome.find();
        List<Path> driverFiles = drivers.isEmpty() ? List.of(home.resolve(DEFAULT_DRIVER)) : drivers;
        List<Path> workloadFiles = workloads.isEmpty() ? List.of(home.resolve(DEFAULT_WORKLOAD)) : workloads;
        if (clientTimeout.isZero()) {
            System.err.println("error: --client-timeout: must be more than 0s");
            return ExitCode.BAD_INPUT;
        }
        RunOptions options = timing.options(probeTimeout, keepTopics);
        WorkerTargets targets = WorkerTargets.fromOptions(
                workers, workersFile, tokenFile, mode, extraConsumers, Path.of(""), System.out);
        return new BenchmarkSession(home, options, output, System.out, System.err, targets)
                .workerBounds(WorkerBounds.DEFAULTS.withClientCall(clientTimeout))
                .run(driverFiles, workloadFiles, overrides);
    }
}

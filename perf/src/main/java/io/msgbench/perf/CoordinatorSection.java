package io.msgbench.perf;

import io.msgbench.coordinator.BenchmarkRun;
import io.msgbench.coordinator.ResultContext;
import io.msgbench.coordinator.RunControl;
import io.msgbench.coordinator.RunListener;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.coordinator.SnapshotMerge;
import io.msgbench.coordinator.SplitMode;
import io.msgbench.coordinator.WorkerGroup;
import io.msgbench.fault.FaultTargets;
import io.msgbench.remote.RemoteJson;
import io.msgbench.remote.RemoteWorker;
import io.msgbench.result.RunResult;
import io.msgbench.worker.RecordingWorker;
import io.msgbench.worker.WorkerSnapshot;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The coordinator at scale: 16 worker JVMs on this machine, each with one topic on the embedded Kafka broker
 * (swarm), run as one group (the calibration driver cannot serve: its topics live in one worker's JVM). Every snapshot a worker answers is kept: its size on the wire, and the time to merge the 16 of
 * one interval; then what 100 and 1,000 workers would cost the coordinator per interval, at the same sizes.
 */
final class CoordinatorSection {
    static final int WORKERS = 16;
    static final double RATE_PER_WORKER = 1_000;
    private static final Pattern LISTENING = Pattern.compile("listening on (http://\\S+) ");
    private static final int MERGE_REPEATS = 200;

    private CoordinatorSection() {}

    static void run(SuiteSettings settings, Report report) throws Exception {
        report.section(
                "coordinator",
                "The coordinator at scale: " + WORKERS + " worker JVMs on this host (127.0.0.1), "
                        + "one topic each (embedded Kafka, swarm), " + Report.number(RATE_PER_WORKER)
                        + " msg/s per worker");
        List<KafkaTool> processes = new ArrayList<>();
        try {
            List<RecordingWorker> workers = new ArrayList<>();
            for (int i = 0; i < WORKERS; i++) {
                processes.add(KafkaTool.startJava(
                        settings.home(),
                        List.of(
                                "-Xmx256m",
                                "-cp",
                                settings.home().resolve("benchmark-framework/target/lib") + "/*",
                                "io.msgbench.cli.WorkerMain",
                                "--port",
                                "0",
                                "--bind",
                                "127.0.0.1")));
            }
            RunControl control = new RunControl();
            List<WorkerGroup.Member> members = new ArrayList<>();
            for (KafkaTool process : processes) {
                RecordingWorker worker = new RecordingWorker(RemoteWorker.connect(
                        url(process), Optional.empty(), lost -> control.cancel(lost.getMessage())));
                workers.add(worker);
                members.add(new WorkerGroup.Member("worker-" + members.size(), worker));
            }
            RunResult result;
            try (KafkaBench kafka = KafkaBench.start(settings);
                    WorkerGroup group = new WorkerGroup(members, SplitMode.SWARM)) {
                result = new BenchmarkRun(
                                Workloads.of("coordinator-scale", WORKERS, RATE_PER_WORKER * WORKERS, settings),
                                kafka.spec(),
                                group,
                                new RunOptions(
                                        settings.interval(), Duration.ofSeconds(60), Duration.ofSeconds(60), false),
                                RunListener.NONE,
                                control,
                                FaultTargets.NONE,
                                ResultContext.LOCAL)
                        .execute();
            }
            if (!result.complete()) {
                throw new IllegalStateException("the run on " + WORKERS + " workers failed: " + result.failure());
            }
            print(report, result, workers);
        } finally {
            for (KafkaTool process : processes) {
                process.stop();
            }
        }
    }

    private static URI url(KafkaTool worker) throws InterruptedException {
        worker.awaitLines(LISTENING, 1, 120);
        for (String line : worker.printedSoFar()) {
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                return URI.create(m.group(1));
            }
        }
        throw new IllegalStateException("a worker printed no address");
    }

    private static void print(Report report, RunResult result, List<RecordingWorker> workers) {
        List<Double> sizes = new ArrayList<>();
        workers.forEach(w -> w.snapshots().forEach(s -> sizes.add((double) RemoteJson.wireSize(s))));
        int intervals =
                workers.stream().mapToInt(w -> w.snapshots().size()).min().orElse(0);
        List<Double> mergeNanos = new ArrayList<>();
        for (int i = 0; i < intervals; i++) {
            int interval = i;
            mergeNanos.add(mergeNanos(
                    workers.stream().map(w -> w.snapshots().get(interval)).toList()));
        }
        RepeatedFigure size = RepeatedFigure.of(sizes);
        RepeatedFigure merge = RepeatedFigure.of(mergeNanos);
        report.figure("achieved", "achieved (all workers)", result.throughput().publishRate(), "msg/s");
        report.text(
                "intact",
                "lost / duplicated",
                result.counts().lost() + " / " + result.counts().duplicated());
        report.figure("snapshotBytes", "snapshot per worker per interval, on the wire (median)", size.median(), "B");
        report.text("snapshotBytesRange", "  range", size.text(1) + " B over " + sizes.size() + " snapshots");
        report.figure(
                "mergeMicros",
                "merge of " + WORKERS + " snapshots, per interval (median)",
                merge.median() / 1_000,
                "µs");
        report.note("per interval, at the same snapshot sizes (merge time grows with the number of snapshots):");
        for (int workerCount : List.of(100, 1_000)) {
            report.figure(
                    "bytesPerInterval" + workerCount,
                    "  " + Report.number(workerCount) + " workers: bytes in",
                    size.median() * workerCount / 1024.0,
                    "KiB");
            report.figure(
                    "mergeMillis" + workerCount,
                    "  " + Report.number(workerCount) + " workers: merge",
                    merge.median() * workerCount / WORKERS / 1e6,
                    "ms");
        }
    }

    private static double mergeNanos(List<WorkerSnapshot> snapshots) {
        SnapshotMerge.of(snapshots); // warm
        long start = System.nanoTime();
        for (int i = 0; i < MERGE_REPEATS; i++) {
            SnapshotMerge.of(snapshots);
        }
        return (System.nanoTime() - start) / (double) MERGE_REPEATS;
    }
}

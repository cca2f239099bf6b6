package io.msgbench.perf;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.result.HistogramCodec;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.Metric;
import io.msgbench.result.ResultJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;

/**
 * The harness's ceiling: one worker, unthrottled, through the calibration driver (producer and
 * consumer in this process), and what that costs per message and in memory.
 */
final class CeilingSection {
    static final double TARGET_MSG_PER_SEC = 2_000_000;

    private CeilingSection() {}

    /** Runs the ceiling and returns the achieved rate (messages acknowledged per second). */
    static double run(SuiteSettings settings, Report report) throws IOException {
        report.section(
                "ceiling", "Harness ceiling: loopback driver, 100 B, 1 producer + 1 consumer in this JVM, unthrottled");
        DriverSpec loopback = DriverSpecLoader.load(settings.driverFile("driver-loopback/loopback.yaml"));
        Observation run = ObservedRun.run(
                settings.home(), loopback, Workloads.of("ceiling", 1, 0, settings), settings.interval());
        report.figure("publishRate", "published (acknowledged)", run.publishRate(), "msg/s");
        report.figure("consumeRate", "consumed", run.consumeRate(), "msg/s");
        report.figure("wallNanosPerMessage", "wall time per message (1 / rate)", 1e9 / run.publishRate(), "ns");
        report.figure("cpuNanosPerMessage", "CPU per message (whole process)", run.cpuNanosPerMessage(), "ns");
        report.figure(
                "allocatedBytesPerMessage",
                "allocated per message (whole process)",
                run.allocatedBytesPerMessage(),
                "B");
        report.figure("publishP99Micros", "publish latency p99", run.micros(Metric.PUBLISH_LATENCY, 99), "µs");
        report.figure(
                "endToEndP50Micros",
                "end-to-end p50 (queueing in the driver)",
                run.micros(Metric.END_TO_END_LATENCY, 50),
                "µs");
        report.figure("endToEndP99Micros", "end-to-end p99", run.micros(Metric.END_TO_END_LATENCY, 99), "µs");
        report.text(
                "intact",
                "lost / duplicated",
                run.result().counts().lost() + " / " + run.result().counts().duplicated());
        memory(run, report);
        report.check("harness ceiling, 1 worker (msg/s)", run.publishRate(), TARGET_MSG_PER_SEC, true, "");
        return run.publishRate();
    }

    private static void memory(Observation run, Report report) throws IOException {
        report.note("memory at the ceiling rate:");
        report.figure(
                "heapUsedMaxMiB", "worker heap in use (max of the samples)", run.heapUsedMaxBytes() / 1048576.0, "MiB");
        report.figure("liveHeapMiB", "worker heap live after a full GC", run.liveHeapBytes() / 1048576.0, "MiB");
        Path file = Files.createTempFile("msgbench-perf-result", ".json");
        try {
            ResultJson.write(run.result(), file);
            report.figure(
                    "resultFileBytes",
                    "result file (" + run.result().intervals().size() + " intervals)",
                    (double) Files.size(file),
                    "B");
        } finally {
            Files.deleteIfExists(file);
        }
        report.figure(
                "snapshotBytesPerPeriod",
                "histogram snapshot per period (4 metrics, compressed)",
                snapshotBytesPerPeriod(run),
                "B");
    }

    /** The compressed size of one period's histograms, averaged over the measure phase. */
    static double snapshotBytesPerPeriod(Observation run) {
        long total = 0;
        for (IntervalResult interval : run.measured()) {
            for (Metric metric : Metric.values()) {
                total += Base64.getDecoder()
                        .decode(HistogramCodec.encode(interval.histograms().get(metric)))
                        .length;
            }
        }
        return total / (double) Math.max(1, run.measured().size());
    }
}

package io.msgbench.perf;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.result.Metric;
import java.util.Map;

/** Scale: a thousand topics with a producer and a consumer each on one worker, without a thread per producer. */
final class ScaleSection {
    static final int TOPICS = 1_000;
    static final double RATE = 100_000;

    private ScaleSection() {}

    static void run(SuiteSettings settings, Report report) {
        report.section(
                "scale",
                "Scale: " + TOPICS + " topics x (1 producer + 1 consumer), loopback, " + Report.number(RATE)
                        + " msg/s in total, one worker");
        DriverSpec loopback = DriverSpecLoader.load(settings.driverFile("driver-loopback/loopback.yaml"));
        Observation run = ObservedRun.run(
                settings.home(), loopback, Workloads.of("scale", TOPICS, RATE, settings), settings.interval());
        report.figure("achieved", "achieved", run.publishRate(), "msg/s");
        report.figure("sendDelayP99Micros", "send delay p99", run.micros(Metric.SEND_DELAY, 99), "µs");
        report.figure("cpuMicrosPerMessage", "CPU per message (whole process)", run.cpuNanosPerMessage() / 1_000, "µs");
        report.figure("cores", "  cores used", run.cores(), "");
        report.figure("senderCores", "    of which the sender thread", run.senderCores(), "");
        report.figure("threadsMax", "JVM threads (max of the samples)", run.threadsMax(), "");
        report.text("threadsByName", "  of which", describe(run.threadsByName()));
        report.figure("heapUsedMaxMiB", "heap in use (max of the samples)", run.heapUsedMaxBytes() / 1048576.0, "MiB");
        report.figure("liveHeapMiB", "heap live after a full GC", run.liveHeapBytes() / 1048576.0, "MiB");
        report.figure(
                "snapshotBytesPerPeriod",
                "histogram snapshot per period (compressed)",
                CeilingSection.snapshotBytesPerPeriod(run),
                "B");
        report.text(
                "intact",
                "lost / duplicated",
                run.result().counts().lost() + " / " + run.result().counts().duplicated());
        report.check("scale: JVM threads for " + TOPICS + " producers", run.threadsMax(), TOPICS / 10.0, false, "");
    }

    private static String describe(Map<String, Integer> threads) {
        StringBuilder text = new StringBuilder();
        threads.forEach((name, count) -> {
            if (name.startsWith("msgbench")) {
                text.append(text.length() == 0 ? "" : ", ")
                        .append(name)
                        .append(" ×")
                        .append(count);
            }
        });
        return text.length() == 0 ? "(none named msgbench-*)" : text.toString();
    }
}

package io.msgbench.perf;

import io.msgbench.measure.Metric;
import io.msgbench.worker.Pacing;

/**
 * What the load generator itself costs at a fixed rate: CPU per message of msgbench's JVM (producer and
 * consumer) and of Kafka's own ProducerPerformance + ConsumerPerformance JVMs, at 50,000 msg/s of 100 B
 * on the same embedded broker, each over a window of the same length after the same warm-up. The broker
 * runs in a JVM of its own and is never counted. msgbench's send delay stands beside its CPU: a sender
 * that parks between sends is a little late, and the delay shows how late. Three msgbench runs side by side:
 * the default wake interval, {@code minWakeIntervalMicros: 0} (a wake for every due time) and
 * {@code spinWait: true}, so that what each way of waiting saves and costs is measured, not assumed.
 */
final class FixedRateCpuSection {
    static final long RATE = KafkaSection.FIXED_RATE;
    /** Kafka's tools send this much longer than warm-up + window, so that a slow machine cannot cut the window short. */
    private static final long SLACK_SECONDS = 5;
    /** At most this much of Kafka's tools' CPU per message: OMB's figure in issue 22 was 3.9 times theirs. */
    static final double TARGET_RATIO = 2.0;
    /** OMB's CPU per message at this rate and size in issue 22 (2026-11-23, this VM; OMB cannot be built here to rerun). */
    static final double OMB_MICROS_PER_MESSAGE = 7.4;

    private FixedRateCpuSection() {
    }

    static void run(SuiteSettings settings, Report report) throws Exception {
        report.section("cpu", "CPU at a fixed rate: embedded Kafka 4.1.2, " + Report.number(RATE)
                + " msg/s of 100 B, 1 producer + 1 consumer; the tools' own JVMs, not the broker's");
        try (KafkaBench kafka = KafkaBench.start(settings)) {
            KafkaSection.warmUpBroker(settings, kafka, report);
            double kafkaTools = kafkaToolsCpuPerMessage(settings, kafka, report);
            Observation ours = ObservedRun.run(settings.home(), kafka.spec(),
                    Workloads.builder("cpu-fixed-rate", 1, RATE, settings).warmupDuration(settings.cpuWarmup()).build(),
                    settings.interval());
            double msgbench = ours.cpuNanosPerMessage();
            print(report, "msgbench", "msgbench (producer and consumer in one JVM, measure phase after a "
                    + settings.cpuWarmup().toSeconds() + " s warm-up; minWakeIntervalMicros: "
                    + Pacing.DEFAULT_MIN_WAKE_INTERVAL_MICROS + ", the default):", ours);
            Observation everyDueTime = ObservedRun.run(settings.home(), kafka.spec(),
                    Workloads.builder("cpu-fixed-rate-every-due-time", 1, RATE, settings)
                            .warmupDuration(settings.cpuWarmup()).minWakeIntervalMicros(0).build(), settings.interval());
            print(report, "msgbenchEveryDueTime", "msgbench with minWakeIntervalMicros: 0 (a wake for every due time):",
                    everyDueTime);
            Observation spinning = ObservedRun.run(settings.home(), kafka.spec(),
                    Workloads.builder("cpu-fixed-rate-spin", 1, RATE, settings).warmupDuration(settings.cpuWarmup())
                            .spinWait(true).build(), settings.interval());
            print(report, "msgbenchSpinWait", "msgbench with spinWait: true (spins for waits under 20 µs):", spinning);
            double ratio = msgbench / kafkaTools;
            report.figure("cpuRatio", "msgbench / Kafka's tools, CPU per message", ratio, "");
            report.check("CPU per message at " + Report.number(RATE) + " msg/s: msgbench / Kafka's tools", ratio,
                    TARGET_RATIO, false, "");
            report.check("CPU per message at " + Report.number(RATE) + " msg/s: msgbench, against OMB's in issue 22",
                    msgbench / 1_000, OMB_MICROS_PER_MESSAGE, false, " µs");
        }
    }

    private static void print(Report report, String key, String title, Observation run) {
        report.note(title);
        report.figure(key + ".achieved", "  achieved", run.publishRate(), "msg/s");
        report.figure(key + ".cpuMicrosPerMessage", "  CPU per message", run.cpuNanosPerMessage() / 1_000, "µs");
        report.figure(key + ".cores", "  cores used", run.cores(), "");
        report.figure(key + ".senderCores", "    of which the sender thread", run.senderCores(), "");
        report.figure(key + ".sendDelayP50Micros", "  send delay p50 (send call - intended)",
                run.micros(Metric.SEND_DELAY, 50), "µs");
        report.figure(key + ".sendDelayP99Micros", "  send delay p99", run.micros(Metric.SEND_DELAY, 99), "µs");
    }

    /**
     * Runs ProducerPerformance (throttled to the rate) and ConsumerPerformance, reads their CPU time once
     * ProducerPerformance has reported as many 5-second windows of sending as make up the warm-up (at least
     * one) and again one measure phase later, and prints the CPU per message in between.
     */
    private static double kafkaToolsCpuPerMessage(SuiteSettings settings, KafkaBench kafka, Report report) throws Exception {
        int warmupReports = ProducerPerformance.reportsCovering(settings.cpuWarmup().toSeconds());
        long seconds = warmupReports * ProducerPerformance.REPORT_SECONDS + settings.measure().toSeconds() + SLACK_SECONDS;
        ProducerPerformance.Running tools = ProducerPerformance.start(settings.home(), kafka.bootstrapServers(),
                kafka.createTopic("cpu"), RATE * seconds, Workloads.MESSAGE_SIZE, RATE, kafka.producerProps());
        tools.producer().awaitLines(ProducerPerformance.LINE, warmupReports, 120 + seconds);
        long cpuAtStart = tools.cpuNanos();
        long start = System.nanoTime();
        Thread.sleep(settings.measure().toMillis());
        long cpu = tools.cpuNanos() - cpuAtStart;
        double window = (System.nanoTime() - start) / 1e9;
        ProducerPerformance.Figures figures = tools.finish();
        // ProducerPerformance holds its rate (its achieved rate says whether it did): messages = rate x window
        double perMessage = cpu / (figures.overallRate() * window);
        report.note("Kafka's tools (ProducerPerformance + ConsumerPerformance, two JVMs, " + Report.number(window)
                + " s after ProducerPerformance's report " + warmupReports + "):");
        report.figure("kafkaTools.achieved", "  achieved (ProducerPerformance, whole run)", figures.overallRate(), "msg/s");
        report.figure("kafkaTools.cpuMicrosPerMessage", "  CPU per message", perMessage / 1_000, "µs");
        report.figure("kafkaTools.cores", "  cores used", cpu / 1e9 / window, "");
        return perMessage;
    }
}

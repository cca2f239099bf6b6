package io.msgbench.perf;

import io.msgbench.result.Metric;
import io.msgbench.workload.Workload;
import io.msgbench.workload.WorkloadBuilder;

/**
 * What the load generator itself costs at a fixed rate: CPU per message of msgbench's JVM (producer and
 * consumer) and of Kafka's own ProducerPerformance + ConsumerPerformance JVMs, at 1,000, 50,000 and 500,000
 * msg/s of 100 B on the same embedded broker, each over a window of the same length after the same warm-up.
 * The broker runs in a JVM of its own and is never counted. msgbench's send delay stands beside its CPU: a
 * sender that parks between sends is a little late, and the delay shows how late. At the 2019 study's 50,000
 * msg/s, four more msgbench runs side by side: {@code minWakeIntervalMicros: 0} (a wake for every due time),
 * {@code minWakeIntervalMicros: 2000} (the tools' own pacing, {@link #TOOLS_WAKE_INTERVAL_MICROS}, for a
 * comparison at equal pacing), {@code spinWait: true}, and the rate spread over {@link #MANY_PRODUCERS}
 * producers, so that what each way of waiting saves and costs is measured, not assumed.
 */
final class FixedRateCpuSection {
    /** The rate of the comparison with OMB and of the extra runs: the 2019 study's. */
    static final long RATE = KafkaSection.FIXED_RATE;

    static final long[] RATES = {1_000, RATE, 500_000};
    static final int MANY_PRODUCERS = 16;
    /**
     * How ProducerPerformance paces: Kafka's ThroughputThrottler sleeps only once it is 2 ms ahead
     * ({@code MIN_SLEEP_NS}), so it sends in bursts of 2 ms worth of records and never measures how late each went.
     */
    static final int TOOLS_WAKE_INTERVAL_MICROS = 2_000;
    /** Kafka's tools send this much longer than warm-up + window, so that a slow machine cannot cut the window short. */
    private static final long SLACK_SECONDS = 5;
    /** At most this much of Kafka's tools' CPU per message: OMB's figure in issue 22 was 3.9 times theirs. */
    static final double TARGET_RATIO = 2.0;
    /** OMB's CPU per message at 50 k msg/s of 100 B in issue 22 (2026-11-23, this VM): the check without --omb. */
    static final double OMB_MICROS_PER_MESSAGE = 7.4;

    private FixedRateCpuSection() {}

    static void run(SuiteSettings settings, Report report) throws Exception {
        report.section(
                "cpu",
                "CPU at fixed rates: embedded Kafka 4.1.2, 1 k, 50 k and 500 k msg/s of 100 B, 1 producer"
                        + " + 1 consumer (and " + MANY_PRODUCERS
                        + " producers at 50 k); the tools' own JVMs, not the broker's");
        try (KafkaBench kafka = KafkaBench.start(settings)) {
            KafkaSection.warmUpBroker(settings, kafka, report);
            for (long rate : RATES) {
                compareAt(rate, settings, kafka, report);
            }
        }
    }

    /** Kafka's tools and msgbench's default at one rate; at {@link #RATE} the other ways of waiting too. */
    private static void compareAt(long rate, SuiteSettings settings, KafkaBench kafka, Report report) throws Exception {
        String at = "at" + rate + ".";
        report.note("-- " + Report.number((double) rate) + " msg/s");
        double kafkaTools = kafkaToolsCpuPerMessage(rate, settings, kafka, report);
        Observation ours =
                msgbench(kafka, settings, "cpu-" + rate, Workloads.builder("cpu-" + rate, 1, (double) rate, settings));
        print(
                report,
                at + "msgbench",
                "msgbench (producer and consumer in one JVM, measure phase after a "
                        + settings.cpuWarmup().toSeconds() + " s warm-up; minWakeIntervalMicros: "
                        + Workload.DEFAULT_MIN_WAKE_INTERVAL_MICROS + ", the default):",
                ours);
        double ratio = ours.cpuNanosPerMessage() / kafkaTools;
        report.figure(at + "cpuRatio", "msgbench / Kafka's tools, CPU per message", ratio, "");
        if (rate != RATE) {
            return;
        }
        print(
                report,
                at + "msgbenchEveryDueTime",
                "msgbench with minWakeIntervalMicros: 0 (a wake for every due time):",
                msgbench(
                        kafka,
                        settings,
                        "cpu-every-due-time",
                        Workloads.builder("cpu-every-due-time", 1, (double) rate, settings)
                                .minWakeIntervalMicros(0)));
        Observation atToolsPacing = msgbench(
                kafka,
                settings,
                "cpu-tools-pacing",
                Workloads.builder("cpu-tools-pacing", 1, (double) rate, settings)
                        .minWakeIntervalMicros(TOOLS_WAKE_INTERVAL_MICROS));
        print(
                report,
                at + "msgbenchToolsPacing",
                "msgbench with minWakeIntervalMicros: " + TOOLS_WAKE_INTERVAL_MICROS
                        + " (ProducerPerformance's own pacing: it sleeps once 2 ms ahead):",
                atToolsPacing);
        report.figure(
                at + "cpuRatioAtToolsPacing",
                "msgbench / Kafka's tools at the same pacing, CPU per message",
                atToolsPacing.cpuNanosPerMessage() / kafkaTools,
                "");
        print(
                report,
                at + "msgbenchSpinWait",
                "msgbench with spinWait: true (spins for waits under 20 µs):",
                msgbench(
                        kafka,
                        settings,
                        "cpu-spin",
                        Workloads.builder("cpu-spin", 1, (double) rate, settings)
                                .spinWait(true)));
        print(
                report,
                at + "msgbenchManyProducers",
                "msgbench with " + MANY_PRODUCERS + " producers on the topic, each its own Kafka client:",
                msgbench(
                        kafka,
                        settings,
                        "cpu-many-producers",
                        Workloads.builder("cpu-many-producers", 1, (double) rate, settings)
                                .producersPerTopic(MANY_PRODUCERS)));
        report.check(
                "CPU per message at " + Report.number((double) rate) + " msg/s: msgbench / Kafka's tools",
                ratio,
                TARGET_RATIO,
                false,
                "");
        if (settings.omb() == null) {
            report.check(
                    "CPU per message at " + Report.number((double) rate) + " msg/s: msgbench, against OMB's in issue 22"
                            + " (run OMB beside it: --omb DIR)",
                    ours.cpuNanosPerMessage() / 1_000,
                    OMB_MICROS_PER_MESSAGE,
                    false,
                    " µs");
        } else {
            OmbContender.Figures omb = omb(rate, settings, kafka, report);
            report.check(
                    "CPU per message at " + Report.number((double) rate) + " msg/s: msgbench / OMB, side by side",
                    ours.cpuNanosPerMessage() / omb.cpuNanosPerMessage(),
                    1.0,
                    false,
                    "");
        }
    }

    /** OMB at {@code rate} on the same broker, after msgbench's runs at that rate. */
    private static OmbContender.Figures omb(long rate, SuiteSettings settings, KafkaBench kafka, Report report)
            throws Exception {
        OmbContender.Figures omb = OmbContender.atFixedRate(settings.omb(), rate, settings, kafka);
        report.note("OMB (" + settings.omb() + ", local mode: one JVM; the same producer and consumer settings; its"
                + " JVM's CPU over " + settings.measure().toSeconds() + " s of its measured minute, after its minute of"
                + " warm-up and one of its reports):");
        String key = "at" + rate + ".omb";
        report.figure(
                key + ".achieved", "  achieved (OMB's publish rate in the window)", omb.publishRateInWindow(), "msg/s");
        report.figure(key + ".cpuMicrosPerMessage", "  CPU per message", omb.cpuNanosPerMessage() / 1_000, "µs");
        report.figure(key + ".cores", "  cores used", omb.cores(), "");
        report.figure(
                key + ".sendDelayP50Micros",
                "  send delay p50 (OMB's Pub Delay, its last 10 s report in the window)",
                omb.sendDelayP50Micros(),
                "µs");
        report.figure(key + ".sendDelayP99Micros", "  send delay p99 (the same)", omb.sendDelayP99Micros(), "µs");
        return omb;
    }

    private static Observation msgbench(
            KafkaBench kafka, SuiteSettings settings, String name, WorkloadBuilder workload) {
        return ObservedRun.run(
                settings.home(),
                kafka.spec(),
                workload.name(name).warmupDuration(settings.cpuWarmup()).build(),
                settings.interval());
    }

    private static void print(Report report, String key, String title, Observation run) {
        report.note(title);
        report.figure(key + ".achieved", "  achieved", run.publishRate(), "msg/s");
        report.figure(key + ".cpuMicrosPerMessage", "  CPU per message", run.cpuNanosPerMessage() / 1_000, "µs");
        report.figure(key + ".cores", "  cores used", run.cores(), "");
        report.figure(key + ".senderCores", "    of which the sender threads", run.senderCores(), "");
        report.note("    by thread (cores): " + busiestThreads(run) + "; outside the Java threads (collector, JIT, VM) "
                + Report.number(run.coresOutsideJavaThreads()));
        report.figure(
                key + ".sendDelayP50Micros",
                "  send delay p50 (send call - intended)",
                run.micros(Metric.SEND_DELAY, 50),
                "µs");
        report.figure(key + ".sendDelayP99Micros", "  send delay p99", run.micros(Metric.SEND_DELAY, 99), "µs");
    }

    /** The Java threads that used at least a hundredth of a core, the busiest first. */
    private static String busiestThreads(Observation run) {
        return run.coresByThread().stream()
                .filter(thread -> thread.getValue() >= 0.01)
                .map(thread -> thread.getKey() + " " + Report.number(thread.getValue()))
                .collect(java.util.stream.Collectors.joining(", "));
    }

    /**
     * Runs ProducerPerformance (throttled to the rate) and ConsumerPerformance, reads their CPU time once
     * ProducerPerformance has reported as many 5-second windows of sending as make up the warm-up (at least
     * one) and again one measure phase later, and prints the CPU per message in between.
     */
    private static double kafkaToolsCpuPerMessage(long rate, SuiteSettings settings, KafkaBench kafka, Report report)
            throws Exception {
        int warmupReports =
                ProducerPerformance.reportsCovering(settings.cpuWarmup().toSeconds());
        long seconds = warmupReports * ProducerPerformance.REPORT_SECONDS
                + settings.measure().toSeconds()
                + SLACK_SECONDS;
        ProducerPerformance.Running tools = ProducerPerformance.start(
                settings.home(),
                kafka.bootstrapServers(),
                kafka.createTopic("cpu-" + rate),
                rate * seconds,
                Workloads.MESSAGE_SIZE,
                rate,
                kafka.producerProps());
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
        String key = "at" + rate + ".kafkaTools";
        report.figure(key + ".achieved", "  achieved (ProducerPerformance, whole run)", figures.overallRate(), "msg/s");
        report.figure(key + ".cpuMicrosPerMessage", "  CPU per message", perMessage / 1_000, "µs");
        report.figure(key + ".cores", "  cores used", cpu / 1e9 / window, "");
        return perMessage;
    }
}

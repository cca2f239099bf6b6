package io.msgbench.perf;

import io.msgbench.result.Metric;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * msgbench against Kafka's own tools on the same embedded broker, with the producer settings of
 * {@code driver-kafka/kafka-embedded.yaml} for all and 100 B records, as a skeptic would run it: after one
 * round of every contender that is not counted, interleaved rounds (Kafka's tools, msgbench unthrottled, msgbench
 * at an unreachable fixed rate, the bare client), each a steady-state window after the same warm-up; the median
 * and the range of each figure, the broker's CPU beside each tool's, and the ratios of the medians. Then publish
 * latency at a fixed 50,000 msg/s.
 */
final class KafkaSection {
    static final String DRIVER_FILE = KafkaBench.DRIVER_FILE;
    static final long FIXED_RATE = 50_000;
    /** msgbench's CPU per message may exceed Kafka's tools' by this much at most. */
    static final double CPU_TARGET = 1.05;

    private KafkaSection() {}

    /** Returns Kafka's maximum rate as ProducerPerformance measured it (median of the rounds). */
    static double run(SuiteSettings settings, Report report) throws Exception {
        report.section(
                "kafka", "Against a real broker: embedded Kafka 4.1.2 (1 partition, settings of " + DRIVER_FILE + ")");
        try (KafkaBench kafka = KafkaBench.start(settings)) {
            report.text(
                    "producerSettings",
                    "producer settings (every contender)",
                    kafka.producerProps().toString());
            warmUpBroker(settings, kafka, report);
            Map<KafkaContender, List<ToolWindow>> rounds = rounds(settings, kafka, report);
            Map<KafkaContender, RepeatedFigure> rates = new EnumMap<>(KafkaContender.class);
            Map<KafkaContender, RepeatedFigure> cpu = new EnumMap<>(KafkaContender.class);
            rounds.forEach((contender, windows) -> {
                rates.put(
                        contender,
                        RepeatedFigure.of(windows.stream().map(ToolWindow::rate).toList()));
                cpu.put(
                        contender,
                        RepeatedFigure.of(windows.stream()
                                .map(ToolWindow::cpuNanosPerMessage)
                                .toList()));
                printContender(report, contender, windows, rates.get(contender), cpu.get(contender));
            });
            printRatios(report, rates, cpu);
            fixedRate(settings, kafka, report);
            return rates.get(KafkaContender.PRODUCER_PERFORMANCE).median();
        }
    }

    /** One uncounted round (when the settings ask for it), then the counted ones, each contender in turn. */
    private static Map<KafkaContender, List<ToolWindow>> rounds(SuiteSettings settings, KafkaBench kafka, Report report)
            throws Exception {
        if (settings.kafkaWarmupRound()) {
            for (KafkaContender contender : KafkaContender.values()) {
                contender.run(settings, kafka);
            }
            report.note("one round of every contender first, not counted (the broker's JIT and page cache warm up)");
        }
        Map<KafkaContender, List<ToolWindow>> rounds = new EnumMap<>(KafkaContender.class);
        for (int round = 0; round < settings.kafkaRounds(); round++) {
            for (KafkaContender contender : KafkaContender.values()) {
                rounds.computeIfAbsent(contender, c -> new ArrayList<>()).add(contender.run(settings, kafka));
            }
        }
        report.note(settings.kafkaRounds() + " interleaved round(s) at the maximum rate, each a "
                + settings.measure().toSeconds() + " s window after "
                + settings.warmup().toSeconds()
                + " s of warm-up; median (range):");
        return rounds;
    }

    private static void printContender(
            Report report,
            KafkaContender contender,
            List<ToolWindow> windows,
            RepeatedFigure rate,
            RepeatedFigure cpu) {
        RepeatedFigure broker = RepeatedFigure.of(
                windows.stream().map(ToolWindow::brokerCpuNanosPerMessage).toList());
        String key = contender.key;
        report.note(contender.label + ":");
        report.text(
                key + ".rates",
                "  rate per round (msg/s)",
                windows.stream().map(w -> Report.number(w.rate())).toList().toString());
        report.figure(key + ".maxRate", "  rate, median", rate.median(), "msg/s");
        if (windows.stream().anyMatch(w -> !Double.isNaN(w.inFlightWindow()))) {
            report.text(
                    key + ".inFlightWindows",
                    "  in-flight window per round (messages, mean)",
                    windows.stream()
                            .map(w -> Report.number(w.inFlightWindow()))
                            .toList()
                            .toString());
        }
        report.text(key + ".maxRateRange", "    range", rate.text(1) + " msg/s");
        report.figure(key + ".cpuMicrosPerMessage", "  tool CPU per message, median", cpu.median() / 1_000, "µs");
        report.text(key + ".cpuRange", "    range", cpu.text(1e-3) + " µs");
        report.figure(
                key + ".brokerCpuMicrosPerMessage", "  broker CPU per message, median", broker.median() / 1_000, "µs");
        report.text(key + ".brokerCpuRange", "    range", broker.text(1e-3) + " µs");
    }

    private static void printRatios(
            Report report, Map<KafkaContender, RepeatedFigure> rates, Map<KafkaContender, RepeatedFigure> cpu) {
        double pp = rates.get(KafkaContender.PRODUCER_PERFORMANCE).median();
        double ours = Math.max(
                rates.get(KafkaContender.MSGBENCH_UNTHROTTLED).median(),
                rates.get(KafkaContender.MSGBENCH_FIXED).median());
        double rateRatio = ours / pp;
        double cpuRatio = cpu.get(KafkaContender.MSGBENCH_UNTHROTTLED).median()
                / cpu.get(KafkaContender.PRODUCER_PERFORMANCE).median();
        double floor = cpu.get(KafkaContender.BARE_CLIENT).median();
        double unthrottled = rates.get(KafkaContender.MSGBENCH_UNTHROTTLED).median()
                / rates.get(KafkaContender.MSGBENCH_FIXED).median();
        report.note("ratios of the medians:");
        report.figure("maxRateRatio", "msgbench (best mode) / ProducerPerformance, rate", rateRatio, "");
        report.figure("cpuPerMessageRatio", "msgbench unthrottled / Kafka's tools, CPU per message", cpuRatio, "");
        report.figure(
                "floorRatio",
                "msgbench unthrottled / bare client, CPU per message",
                cpu.get(KafkaContender.MSGBENCH_UNTHROTTLED).median() / floor,
                "");
        report.figure(
                "kafkaToolsFloorRatio",
                "Kafka's tools / bare client, CPU per message",
                cpu.get(KafkaContender.PRODUCER_PERFORMANCE).median() / floor,
                "");
        report.figure(
                "unthrottledRatio",
                "msgbench unthrottled / msgbench at an unreachable fixed rate, rate",
                unthrottled,
                "");
        report.check("Kafka max rate: msgbench / ProducerPerformance", rateRatio, 1.0, true, "");
        report.check("Kafka CPU per message: msgbench / Kafka's tools", cpuRatio, CPU_TARGET, false, "");
        report.check("unthrottled / best fixed rate", unthrottled, 1.0, true, "");
    }

    /** Publish latency at a fixed 50,000 msg/s, ProducerPerformance's and msgbench's. */
    private static void fixedRate(SuiteSettings settings, KafkaBench kafka, Report report) throws Exception {
        long fixedRecords =
                FIXED_RATE * settings.warmup().plus(settings.measure()).toSeconds();
        ProducerPerformance.Figures ppFixed = ProducerPerformance.start(
                        settings.home(),
                        kafka.bootstrapServers(),
                        kafka.createTopic("fixed"),
                        fixedRecords,
                        Workloads.MESSAGE_SIZE,
                        FIXED_RATE,
                        kafka.producerProps())
                .finish();
        Observation oursFixed = ObservedRun.run(
                settings.home(),
                kafka.spec(),
                Workloads.of("kafka-fixed", 1, FIXED_RATE, settings),
                settings.interval());
        printFixed(report, ppFixed, oursFixed);
    }

    /** A fresh broker is slower until its JIT has warmed up; whichever tool ran first would pay for it. */
    static void warmUpBroker(SuiteSettings settings, KafkaBench kafka, Report report) throws Exception {
        ProducerPerformance.start(
                        settings.home(),
                        kafka.bootstrapServers(),
                        kafka.createTopic("warmup"),
                        settings.producerPerformanceRecords(),
                        Workloads.MESSAGE_SIZE,
                        -1,
                        kafka.producerProps())
                .finish();
        report.note("broker warmed up first with " + Report.number((double) settings.producerPerformanceRecords())
                + " records of ProducerPerformance (not counted)");
    }

    private static void printFixed(Report report, ProducerPerformance.Figures pp, Observation ours) {
        report.note("at " + Report.number(FIXED_RATE) + " msg/s (ProducerPerformance prints whole milliseconds):");
        report.figure("producerPerformance.fixedRate", "ProducerPerformance achieved", pp.overallRate(), "msg/s");
        report.figure(
                "producerPerformance.p50Millis",
                "ProducerPerformance latency p50 (from its send call)",
                pp.p50Millis(),
                "ms");
        report.figure("producerPerformance.p99Millis", "ProducerPerformance latency p99", pp.p99Millis(), "ms");
        report.figure("msgbench.fixedRate", "msgbench achieved", ours.publishRate(), "msg/s");
        report.figure(
                "msgbench.publishP50Millis",
                "msgbench publish p50 (from the intended time)",
                ours.micros(Metric.PUBLISH_LATENCY, 50) / 1_000,
                "ms");
        report.figure(
                "msgbench.publishP99Millis",
                "msgbench publish p99",
                ours.micros(Metric.PUBLISH_LATENCY, 99) / 1_000,
                "ms");
        report.figure(
                "msgbench.serviceP50Millis",
                "msgbench service time p50 (from the send call)",
                ours.micros(Metric.PUBLISH_SERVICE_TIME, 50) / 1_000,
                "ms");
        report.figure(
                "msgbench.serviceP99Millis",
                "msgbench service time p99",
                ours.micros(Metric.PUBLISH_SERVICE_TIME, 99) / 1_000,
                "ms");
    }
}

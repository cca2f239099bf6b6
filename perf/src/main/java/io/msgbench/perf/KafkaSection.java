package io.msgbench.perf;

import io.msgbench.measure.Metric;
import java.util.Map;

/**
 * msgbench against Kafka's own ProducerPerformance on the same embedded broker, with the producer
 * settings of {@code driver-kafka/kafka-embedded.yaml} for both (acks, linger, batch size) and 100 B
 * records: throughput at the maximum rate, and publish latency at a fixed 50,000 msg/s. Kafka's
 * ConsumerPerformance reads ProducerPerformance's topic meanwhile, as msgbench's consumer reads its own.
 */
final class KafkaSection {
    static final String DRIVER_FILE = KafkaBench.DRIVER_FILE;
    static final long FIXED_RATE = 50_000;

    private KafkaSection() {
    }

    /** Returns Kafka's maximum rate as ProducerPerformance measured it (steady state). */
    static double run(SuiteSettings settings, Report report) throws Exception {
        report.section("kafka", "Against a real broker: embedded Kafka 4.1.2 (1 partition, settings of " + DRIVER_FILE + ")");
        try (KafkaBench kafka = KafkaBench.start(settings)) {
            Map<String, String> props = kafka.producerProps();
            String servers = kafka.bootstrapServers();
            report.text("producerSettings", "producer settings (both tools)", props.toString());
            warmUpBroker(settings, kafka, report);
            Observation ours = ObservedRun.run(settings.home(), kafka.spec(), Workloads.of("kafka-max", 1, 0, settings),
                    settings.interval());
            // as many records as msgbench sent in its warm-up and measure phases: both tools run about as long
            long maxRecords = Math.max(settings.producerPerformanceRecords(),
                    (long) (ours.publishRate() * settings.warmup().plus(settings.measure()).toSeconds()));
            ProducerPerformance.Figures ppMax = ProducerPerformance.run(settings.home(), servers, kafka.createTopic("max"),
                    maxRecords, Workloads.MESSAGE_SIZE, -1, props);
            long fixedRecords = FIXED_RATE * (settings.warmup().plus(settings.measure()).toSeconds());
            ProducerPerformance.Figures ppFixed = ProducerPerformance.run(settings.home(), servers, kafka.createTopic("fixed"),
                    fixedRecords, Workloads.MESSAGE_SIZE, FIXED_RATE, props);
            Observation oursFixed = ObservedRun.run(settings.home(), kafka.spec(),
                    Workloads.of("kafka-fixed", 1, FIXED_RATE, settings), settings.interval());
            printMax(report, ppMax, ours);
            printFixed(report, ppFixed, oursFixed);
            return ppMax.steadyRate();
        }
    }

    /** A fresh broker is slower until its JIT has warmed up; whichever tool ran first would pay for it. */
    static void warmUpBroker(SuiteSettings settings, KafkaBench kafka, Report report) throws Exception {
        ProducerPerformance.run(settings.home(), kafka.bootstrapServers(), kafka.createTopic("warmup"),
                settings.producerPerformanceRecords(), Workloads.MESSAGE_SIZE, -1, kafka.producerProps());
        report.note("broker warmed up first with " + Report.number(settings.producerPerformanceRecords())
                + " records of ProducerPerformance (not counted)");
    }

    private static void printMax(Report report, ProducerPerformance.Figures pp, Observation ours) {
        report.note("maximum rate:");
        report.figure("producerPerformance.maxRate", "ProducerPerformance (steady windows)", pp.steadyRate(), "msg/s");
        report.figure("producerPerformance.overallRate", "ProducerPerformance (whole run, ramp-up included)",
                pp.overallRate(), "msg/s");
        report.figure("msgbench.maxRate", "msgbench, producerRate 0 (measure phase)", ours.publishRate(), "msg/s");
        report.figure("msgbench.maxConsumeRate", "  msgbench's consumer meanwhile", ours.consumeRate(), "msg/s");
        double ratio = ours.publishRate() / pp.steadyRate();
        report.figure("maxRateRatio", "msgbench / ProducerPerformance", ratio, "");
        report.check("Kafka max rate: msgbench / ProducerPerformance", ratio, 1.0, true, "");
    }

    private static void printFixed(Report report, ProducerPerformance.Figures pp, Observation ours) {
        report.note("at " + Report.number(FIXED_RATE) + " msg/s (ProducerPerformance prints whole milliseconds):");
        report.figure("producerPerformance.fixedRate", "ProducerPerformance achieved", pp.overallRate(), "msg/s");
        report.figure("producerPerformance.p50Millis", "ProducerPerformance latency p50 (from its send call)",
                pp.p50Millis(), "ms");
        report.figure("producerPerformance.p99Millis", "ProducerPerformance latency p99", pp.p99Millis(), "ms");
        report.figure("msgbench.fixedRate", "msgbench achieved", ours.publishRate(), "msg/s");
        report.figure("msgbench.publishP50Millis", "msgbench publish p50 (from the intended time)",
                ours.micros(Metric.PUBLISH_LATENCY, 50) / 1_000, "ms");
        report.figure("msgbench.publishP99Millis", "msgbench publish p99", ours.micros(Metric.PUBLISH_LATENCY, 99) / 1_000, "ms");
        report.figure("msgbench.serviceP50Millis", "msgbench service time p50 (from the send call)",
                ours.micros(Metric.PUBLISH_SERVICE_TIME, 50) / 1_000, "ms");
        report.figure("msgbench.serviceP99Millis", "msgbench service time p99",
                ours.micros(Metric.PUBLISH_SERVICE_TIME, 99) / 1_000, "ms");
    }
}

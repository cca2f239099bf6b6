package io.msgbench.perf;

import io.msgbench.driver.DriverFolders;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.embedded.EmbeddedBroker;
import io.msgbench.measure.Metric;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * msgbench against Kafka's own ProducerPerformance on the same embedded broker, with the producer
 * settings of {@code driver-kafka/kafka-embedded.yaml} for both (acks, linger, batch size) and 100 B
 * records: throughput at the maximum rate, and publish latency at a fixed 50,000 msg/s. Kafka's
 * ConsumerPerformance reads ProducerPerformance's topic meanwhile, as msgbench's consumer reads its own.
 */
final class KafkaSection {
    static final String DRIVER_FILE = "driver-kafka/kafka-embedded.yaml";
    static final long FIXED_RATE = 50_000;

    private KafkaSection() {
    }

    /** Returns Kafka's maximum rate as ProducerPerformance measured it (steady state). */
    static double run(SuiteSettings settings, Report report) throws Exception {
        report.section("kafka", "Against a real broker: embedded Kafka 4.1.2 (1 partition, settings of " + DRIVER_FILE + ")");
        try (EmbeddedBroker broker = EmbeddedBroker.start(settings.home(), EmbeddedBrokerSpec.of("kafka"),
                Duration.ofSeconds(120))) {
            DriverSpec kafka = DriverSpecLoader.load(settings.driverFile(DRIVER_FILE)).withPlaceholders(broker.placeholders());
            Map<String, String> props = producerProps(kafka);
            String servers = props.get("bootstrap.servers");
            report.text("producerSettings", "producer settings (both tools)", props.toString());
            try (TopicOwner topics = new TopicOwner(settings, kafka)) {
                // a fresh broker is slower until its JIT has warmed up; whichever tool ran first would pay for it
                ProducerPerformance.run(settings.home(), servers, topics.create("warmup"),
                        settings.producerPerformanceRecords(), Workloads.MESSAGE_SIZE, -1, props);
                report.note("broker warmed up first with " + Report.number(settings.producerPerformanceRecords())
                        + " records of ProducerPerformance (not counted)");
                Observation ours = ObservedRun.run(settings.home(), kafka, Workloads.of("kafka-max", 1, 0, settings),
                        settings.interval());
                // as many records as msgbench sent in its warm-up and measure phases: both tools run about as long
                long maxRecords = Math.max(settings.producerPerformanceRecords(),
                        (long) (ours.publishRate() * settings.warmup().plus(settings.measure()).toSeconds()));
                ProducerPerformance.Figures ppMax = ProducerPerformance.run(settings.home(), servers, topics.create("max"),
                        maxRecords, Workloads.MESSAGE_SIZE, -1, props);
                long fixedRecords = FIXED_RATE * (settings.warmup().plus(settings.measure()).toSeconds());
                ProducerPerformance.Figures ppFixed = ProducerPerformance.run(settings.home(), servers, topics.create("fixed"),
                        fixedRecords, Workloads.MESSAGE_SIZE, FIXED_RATE, props);
                Observation oursFixed = ObservedRun.run(settings.home(), kafka,
                        Workloads.of("kafka-fixed", 1, FIXED_RATE, settings), settings.interval());
                printMax(report, ppMax, ours);
                printFixed(report, ppFixed, oursFixed);
                return ppMax.steadyRate();
            }
        }
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

    /** bootstrap.servers and the driver file's producerConfig, as ProducerPerformance's --producer-props. */
    static Map<String, String> producerProps(DriverSpec kafka) {
        DriverConfig config = new DriverConfig(kafka.values(), DriverSpec.FRAMEWORK_KEYS);
        Map<String, String> props = new TreeMap<>();
        config.properties("commonConfig").forEach((k, v) -> props.put(k.toString(), v.toString()));
        config.properties("producerConfig").forEach((k, v) -> props.put(k.toString(), v.toString()));
        return props;
    }

    /** Creates ProducerPerformance's topics through msgbench's own Kafka driver, and deletes them afterwards. */
    private static final class TopicOwner implements AutoCloseable {
        private final LoadedDriver driver;
        private final List<String> created = new java.util.ArrayList<>();

        TopicOwner(SuiteSettings settings, DriverSpec kafka) {
            driver = new DriverLoader(DriverFolders.under(settings.home())).load(kafka);
            driver.initialize(new DriverConfig(kafka.values(), DriverSpec.FRAMEWORK_KEYS));
        }

        String create(String name) throws Exception {
            String topic = driver.topicNamePrefix() + "-producer-performance-" + name + "-" + System.nanoTime();
            driver.createTopic(topic, 1).get(60, TimeUnit.SECONDS);
            created.add(topic);
            return topic;
        }

        @Override
        public void close() throws Exception {
            try {
                if (!created.isEmpty()) {
                    driver.deleteTopics(created).get(60, TimeUnit.SECONDS);
                }
            } finally {
                driver.close();
            }
        }
    }
}

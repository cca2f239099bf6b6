package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.driver.DriverSpec;
import io.msgbench.measure.PayloadHeader;
import io.msgbench.report.text.LatencyTable;
import io.msgbench.result.LatencyStats;
import io.msgbench.result.Metric;
import io.msgbench.result.ResultJson;
import io.msgbench.result.ResultSchema;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Whole runs on a real KRaft broker: counts that match, honest latencies, complete table and JSON. */
@ExtendWith(KafkaBroker.class)
class KafkaBenchmarkRunTest {
    /** Topics kept to read back what was sent; a sample a second, so that a short run has several intervals. */
    private static final RunOptions KEEP_TOPICS =
            new RunOptions(Duration.ofSeconds(1), Runs.OPTIONS.probeTimeout(), Runs.OPTIONS.drainTimeout(), true);

    private static Workload workload(String name, int rate, Duration test, KeyDistributorType keys) {
        return Workload.builder()
                .name(name)
                .topics(1)
                .partitionsPerTopic(4)
                .producersPerTopic(2)
                .subscriptionsPerTopic(1)
                .consumerPerSubscription(2)
                .messageSize(512)
                .producerRate(rate)
                .keyDistributor(keys)
                .warmupDuration(Duration.ofSeconds(4))
                .testDuration(test)
                .build();
    }

    @Test
    void aFixedRateRunAccountsForEveryMessage(@TempDir Path dir) throws Exception {
        DriverSpec driver = KafkaBroker.driver("driver-kafka/kafka-embedded.yaml");
        RunResult result = Runs.run(
                workload("fixed-rate-6s", 2_000, Duration.ofSeconds(6), KeyDistributorType.KEY_ROUND_ROBIN),
                driver,
                KEEP_TOPICS);

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        var counts = result.counts();
        // the rate, from what the producers stamped on the messages on the topic (not from a clock)
        List<PayloadHeader.Fields> onTheTopic =
                SentSchedule.readBack(driver, result.findings().topics().get(0), counts.acked());
        assertThat(onTheTopic).hasSize(Math.toIntExact(counts.sent()));
        SentSchedule.assertOnTheGrid(onTheTopic, 2_000, 2);
        assertThat(counts.acked()).isEqualTo(counts.sent());
        assertThat(counts.failed()).isZero();
        assertThat(counts.received()).isEqualTo(counts.sent());
        assertThat(counts.receivedUnique()).isEqualTo(counts.sent());
        assertThat(counts.lost()).isZero();
        assertThat(counts.duplicated()).isZero();
        assertThat(counts.outOfOrder()).isZero();
        assertThat(counts.endToEndNonPositive()).isZero();

        RecordedCounts.assertEveryAckAndReceiptTimed(result);
        for (Metric metric :
                new Metric[] {Metric.PUBLISH_LATENCY, Metric.END_TO_END_LATENCY, Metric.PUBLISH_SERVICE_TIME}) {
            LatencyStats stats = result.stats(metric);
            assertThat(stats.count()).as(metric.name()).isPositive();
            assertThat(stats.percentile(50.0)).as(metric.name()).isPositive();
            assertThat(stats.maxMillis()).as(metric.name()).isGreaterThanOrEqualTo(stats.percentile(99.99));
        }
        // from the intended send time, publish latency includes the send delay, so it is never below service time
        assertThat(result.stats(Metric.PUBLISH_LATENCY).averageMillis())
                .isGreaterThanOrEqualTo(
                        result.stats(Metric.PUBLISH_SERVICE_TIME).averageMillis());

        String[] table = LatencyTable.format(result).split("\n", -1);
        assertThat(table[0]).isEqualTo("Latency Type,Average,50th,75th,95th,99th,99.9th,99.99th,Maximum");
        assertThat(table[1]).matches("Publishing \\(milliseconds\\)(,\\d+\\.\\d{3}){8}");
        assertThat(table[2]).matches("End-to-end \\(milliseconds\\)(,\\d+\\.\\d{3}){8}");

        Path file = dir.resolve("result.json");
        ResultJson.write(result, file);
        JsonNode json = ResultSchema.read(file);
        assertThat(json.get("publishRate")).hasSize(result.measureIntervals().size());
        assertThat(json.get("publishRate").size()).isGreaterThanOrEqualTo(5);
        assertThat(json.get("aggregatedEndToEndLatency99pct").asDouble()).isPositive();
        assertThat(json.get("aggregatedPublishLatencyQuantiles").size()).isGreaterThan(10);
        JsonNode ours = json.get("msgbench");
        assertThat(ours.get("status").asText()).isEqualTo("complete");
        assertThat(ours.get("counts").get("sent").asLong()).isEqualTo(counts.sent());
        assertThat(ours.get("phases")).hasSize(8);
        assertThat(ours.get("driverSettings").get("clientVersion").asText()).isEqualTo("4.1.2");
        assertThat(ours.get("driverSettings").get("acks").asText()).isEqualTo("all");
        assertThat(ours.get("histograms").get("endToEndLatency").asText()).isNotBlank();
        assertThat(ours.get("workloadConfig").get("producerRate").asDouble()).isEqualTo(2_000);
    }

    @Test
    void theFsyncVariantRunsAndSaysSo() {
        RunResult result = Runs.run(
                workload("fsync", 1_000, Duration.ofSeconds(8), KeyDistributorType.NO_KEY),
                KafkaBroker.driver("driver-kafka/kafka-sync-embedded.yaml"));

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.driverSettings().get("durability")).contains("fsync per message");
        assertThat(result.counts().lost()).isZero();
        assertThat(result.counts().received())
                .isEqualTo(result.counts().acked())
                .isPositive();
        assertThat(result.stats(Metric.PUBLISH_LATENCY).percentile(50.0)).isPositive();
        // every interval says how many partitions the topic had then (Pravega's auto-scaling changes it)
        assertThat(result.intervals())
                .isNotEmpty()
                .allSatisfy(interval -> assertThat(interval.partitions())
                        .as(interval.phase())
                        .containsOnlyKeys(result.findings().topics())
                        .containsValue(4));
    }

    @Test
    void existingTopicsAreUsedAndLeftInPlace() throws Exception {
        String topic = "msgbench-existing-" + System.nanoTime();
        try (var driver = Runs.driverLoader().load(KafkaBroker.driver("driver-kafka/kafka-embedded.yaml"))) {
            driver.initialize(new io.msgbench.driver.api.DriverConfig(
                    KafkaBroker.driver("driver-kafka/kafka-embedded.yaml").values(),
                    io.msgbench.driver.DriverSpec.FRAMEWORK_KEYS));
            driver.createTopic(topic, 3).get();

            Workload workload = Workload.builder()
                    .name("existing")
                    .topicNames(java.util.List.of(topic))
                    .messageSize(100)
                    .producerRate(500)
                    .warmupDuration(Duration.ofSeconds(1))
                    .testDuration(Duration.ofSeconds(3))
                    .build();
            RunResult result = Runs.run(workload, KafkaBroker.driver("driver-kafka/kafka-embedded.yaml"));

            assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
            assertThat(result.shape().partitionsPerTopic()).isEqualTo(3);
            assertThat(result.counts().lost()).isZero();
            assertThat(driver.partitionCount(topic).get()).contains(3);
            driver.deleteTopics(java.util.List.of(topic)).get();
        }
    }
}

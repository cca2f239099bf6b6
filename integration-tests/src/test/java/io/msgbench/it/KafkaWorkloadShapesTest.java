package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.coordinator.BenchmarkRun;
import io.msgbench.coordinator.ResultContext;
import io.msgbench.coordinator.RunControl;
import io.msgbench.coordinator.RunListener;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.api.ClientMetrics;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.ReadFrom;
import io.msgbench.fault.FaultTargets;
import io.msgbench.report.text.FindingsText;
import io.msgbench.result.BacklogReport;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.Metric;
import io.msgbench.result.PhaseFigures;
import io.msgbench.result.ResultJson;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.worker.InFlightWindow;
import io.msgbench.worker.LocalWorker;
import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import io.msgbench.workload.WorkloadBuilder;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The workload shapes of the published studies, each a few seconds on the real KRaft broker with its counts
 * checked: producer-only, consumer-only (from the beginning and from the tail), backlog with catch-up, fan-out
 * to two subscriptions and ZIPF keys; and the Kafka client's latency breakdown read during a run.
 */
@ExtendWith(KafkaBroker.class)
class KafkaWorkloadShapesTest {
    private static final String DRIVER = "driver-kafka/kafka-embedded.yaml";
    /** Backlog runs end at a sample: sampling every 500 ms keeps them short. */
    private static final RunOptions FAST_SAMPLING =
            new RunOptions(Duration.ofMillis(500), Duration.ofSeconds(60), Duration.ofSeconds(30), false);

    private static WorkloadBuilder shortRun(String name) {
        return Workload.builder()
                .name(name)
                .topics(1)
                .partitionsPerTopic(2)
                .messageSize(512)
                .warmupDuration(Duration.ofSeconds(1))
                .testDuration(Duration.ofSeconds(3));
    }

    private static RunResult run(Workload workload) {
        return Runs.run(workload, KafkaBroker.driver(DRIVER));
    }

    private static RunResult run(Workload workload, RunOptions options) {
        return Runs.run(workload, KafkaBroker.driver(DRIVER), options);
    }

    private static void assertEverySentMessageArrivedOnce(RunResult result, int subscriptions) {
        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        var counts = result.counts();
        assertThat(counts.sent()).isPositive();
        assertThat(counts.acked()).isEqualTo(counts.sent());
        assertThat(counts.received()).isEqualTo(subscriptions * counts.acked());
        assertThat(counts.receivedUnique()).isEqualTo(counts.received());
        assertThat(counts.lost()).isZero();
        assertThat(counts.duplicated()).isZero();
        assertThat(counts.outOfOrder()).isZero();
    }

    /** The result's throughput (and its JSON) is the measure phase's recorded counts over its recorded seconds. */
    private static void assertThroughputAgreesWithTheMeasurePhase(RunResult result) {
        List<IntervalResult> measure = result.measureIntervals();
        double seconds = measure.stream().mapToDouble(IntervalResult::seconds).sum();
        long acked = measure.stream().mapToLong(i -> i.counts().acked()).sum();
        long received = measure.stream().mapToLong(i -> i.counts().received()).sum();
        long sentBytes = measure.stream().mapToLong(i -> i.counts().sentBytes()).sum();
        long receivedBytes =
                measure.stream().mapToLong(i -> i.counts().receivedBytes()).sum();
        PhaseFigures throughput = result.throughput();
        Percentage rounding = Percentage.withPercentage(1e-9); // the same sum of doubles, added in another order
        assertThat(throughput.seconds()).isCloseTo(seconds, rounding);
        assertThat(throughput.publishRate()).isCloseTo(acked / seconds, rounding);
        assertThat(throughput.consumeRate()).isCloseTo(received / seconds, rounding);
        assertThat(throughput.publishMegabytesPerSecond()).isCloseTo(sentBytes / seconds / 1048576, rounding);
        assertThat(throughput.consumeMegabytesPerSecond()).isCloseTo(receivedBytes / seconds / 1048576, rounding);
        assertThat(sentBytes)
                .isEqualTo(measure.stream().mapToLong(i -> i.counts().sent()).sum()
                        * result.shape().effectiveMessageSize());
        JsonNode json = ResultJson.toJson(result).get("msgbench").get("throughput");
        for (String field : List.of(
                "seconds", "publishRate", "publishMegabytesPerSecond", "consumeRate", "consumeMegabytesPerSecond")) {
            assertThat(json.has(field)).as("msgbench.throughput.%s", field).isTrue();
        }
        assertThat(json.get("publishRate").asDouble()).isEqualTo(throughput.publishRate());
        assertThat(json.get("publishMegabytesPerSecond").asDouble()).isEqualTo(throughput.publishMegabytesPerSecond());
    }

    @Test
    void producerOnlySendsWithoutSubscriptionsAndReportsTheClientBreakdown() {
        RunResult result = run(shortRun("producer-only")
                .subscriptionsPerTopic(0)
                .producerRate(2_000)
                .build());

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.counts().sent()).isPositive();
        assertThat(result.counts().acked()).isEqualTo(result.counts().sent());
        assertThat(result.counts().received()).isZero();
        assertThat(result.counts().lost()).isZero();
        assertThat(result.stats(Metric.END_TO_END_LATENCY).count()).isZero();
        assertThat(result.stats(Metric.PUBLISH_LATENCY).count()).isPositive();
        // the rate itself is checked on the schedule in KafkaBenchmarkRunTest; here the throughput fields must
        // agree with the measure phase's counts and duration as recorded
        assertThroughputAgreesWithTheMeasurePhase(result);
        assertThat(result.throughput().publishRate()).isPositive();
        assertThat(result.throughput().consumeRate()).isZero();
        assertThat(result.throughput().consumeMegabytesPerSecond()).isZero();
        assertThat(result.warnings()).anyMatch(w -> w.startsWith("producer-only"));
        Map<String, Double> breakdown = result.findings().clientBreakdown().measure();
        assertThat(breakdown)
                .containsKeys(
                        ClientMetrics.SEND_BLOCKED_AVG,
                        ClientMetrics.PRODUCER_QUEUE_AVG,
                        ClientMetrics.PRODUCE_REQUEST_AVG)
                .doesNotContainKey(ClientMetrics.FETCH_REQUEST_AVG);
    }

    /**
     * An unthrottled producer (a window of 1,024 messages of 4 KB) behind a 64 KB buffer.memory: send() must block
     * for buffer space, so every figure of the breakdown, time blocked in send() included, is above zero.
     */
    @Test
    void theKafkaBreakdownIsReadFromTheClientsAndPrintedNextToEndToEnd() {
        Workload workload =
                shortRun("breakdown").messageSize(4096).producerRate(0).build();
        RunResult result;
        try (LocalWorker worker = new LocalWorker(Runs.driverLoader())) {
            result = new BenchmarkRun(
                            workload,
                            tinyBufferDriver(),
                            worker,
                            Runs.OPTIONS,
                            RunListener.NONE,
                            new RunControl(),
                            FaultTargets.NONE,
                            ResultContext.LOCAL)
                    .execute();
        } catch (Exception e) {
            throw new AssertionError("closing the worker failed", e);
        }

        assertEverySentMessageArrivedOnce(result, 1);
        Map<String, Double> breakdown = result.findings().clientBreakdown().measure();
        for (String figure : ClientMetrics.PATH_ORDER) {
            assertThat(breakdown).as(figure).containsKey(figure);
            assertThat(breakdown.get(figure)).as(figure).isPositive();
        }
        assertThat(breakdown.get(ClientMetrics.PRODUCER_QUEUE_MAX))
                .isGreaterThanOrEqualTo(breakdown.get(ClientMetrics.PRODUCER_QUEUE_AVG));
        assertThat(result.findings().clientBreakdown().samples()).hasSizeGreaterThanOrEqualTo(2);
        assertThat(FindingsText.format(result))
                .contains("Client breakdown (ms")
                .contains("send.blocked.ms.avg")
                .contains("| end-to-end avg");
        assertThat(ResultJson.toJson(result)
                        .get("msgbench")
                        .get("clientMetrics")
                        .get("measure")
                        .get(ClientMetrics.PRODUCE_REQUEST_AVG)
                        .asDouble())
                .isPositive();
        assertTheProducersBufferAndRequestRateWereRead(result);
        // the 64 KB buffer, not msgbench's window (1,024 messages of 4 KB), held the sender back: the window stays
        assertThat(breakdown).containsEntry(InFlightWindow.FIGURE, 1024.0);
    }

    /** The 2017 study's producer pictures: the free buffer of the 64 KB buffer.memory (full at times), its requests. */
    private static void assertTheProducersBufferAndRequestRateWereRead(RunResult result) {
        Map<String, Double> breakdown = result.findings().clientBreakdown().measure();
        assertThat(breakdown).containsEntry(ClientMetrics.PRODUCER_BUFFER_TOTAL, 65536.0);
        assertThat(breakdown.get(ClientMetrics.PRODUCER_BUFFER_FREE_MIN))
                .isGreaterThanOrEqualTo(0.0)
                .isLessThan(65536.0);
        assertThat(breakdown.get(ClientMetrics.PRODUCER_REQUEST_RATE)).isPositive();
        assertThat(breakdown.get(ClientMetrics.PRODUCER_RECORDS_PER_REQUEST)).isPositive();
        assertThat(ResultJson.toJson(result)
                        .get("msgbench")
                        .get("units")
                        .get("clientMetrics")
                        .get(ClientMetrics.PRODUCER_BUFFER_FREE_MIN)
                        .asText())
                .isEqualTo("bytes");
    }

    private static DriverSpec tinyBufferDriver() {
        DriverSpec embedded = KafkaBroker.driver(DRIVER);
        Map<String, Object> values = new java.util.LinkedHashMap<>(embedded.values());
        values.put("producerConfig", "acks=all\nlinger.ms=1\nbatch.size=16384\nbuffer.memory=65536\n");
        return new DriverSpec(
                embedded.file(), "Kafka-tiny-buffer", embedded.driverClass(), embedded.embeddedBroker(), values);
    }

    @Test
    void consumerOnlyReadsWhatAnEarlierRunLeftFromTheBeginningOrTheTail() throws Exception {
        String topic = "msgbench-filled-" + System.nanoTime();
        RunResult fill = run(shortRun("fill")
                .topicNames(List.of(topic))
                .createMissingTopics(true)
                .partitionsPerTopic(2)
                .subscriptionsPerTopic(0)
                .producerRate(2_000)
                .build());
        assertThat(fill.status()).as(fill.failure()).isEqualTo(RunStatus.COMPLETE);
        long written = fill.counts().acked();
        assertThat(written).isPositive();

        RunResult fromBeginning = run(consumerOnly(topic, ReadFrom.BEGINNING));
        RunResult fromTail = run(consumerOnly(topic, ReadFrom.TAIL));

        assertThat(fromBeginning.status()).as(fromBeginning.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(fromBeginning.counts().sent()).isZero();
        assertThat(fromBeginning.counts().received()).isEqualTo(written);
        assertThat(fromBeginning.counts().receivedUnique()).isEqualTo(written);
        assertThat(fromBeginning.counts().duplicated()).isZero();
        assertThat(fromBeginning.warnings()).anyMatch(w -> w.startsWith("consumer-only"));
        assertThat(fromTail.status()).as(fromTail.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(fromTail.counts().received()).isZero();
        assertThat(fromBeginning.findings().topics()).containsExactly(topic);
        deleteTopic(topic);
    }

    private static Workload consumerOnly(String topic, ReadFrom readFrom) {
        return Workload.builder()
                .name("consumer-only")
                .topicNames(List.of(topic))
                .producersPerTopic(0)
                .consumeFrom(readFrom)
                .messageSize(512)
                .producerRate(0)
                .warmupDuration(Duration.ZERO)
                .testDuration(Duration.ofSeconds(6))
                .build();
    }

    @Test
    void aBacklogBuildsWhileConsumersArePausedThenDrainsWhileProducersGoOn() {
        Workload workload = shortRun("backlog")
                .messageSize(1024)
                .producerRate(2_000)
                .consumerBacklogSizeGB(4.0 / 1024)
                .testDuration(Duration.ofSeconds(2))
                .build();
        RunResult result = run(workload, FAST_SAMPLING);

        assertEverySentMessageArrivedOnce(result, 1);
        assertThat(result.phases()).extracting("phase").containsSubsequence("warmup", "backlog", "catch-up", "measure");
        BacklogReport backlog = result.findings().backlog();
        assertThat(backlog.verdict()).isEqualTo(BacklogReport.DRAINED);
        assertThat(backlog.backlogAtResume() * 1024).isGreaterThanOrEqualTo(4L << 20);
        assertThat(backlog.buildSeconds()).isPositive();
        assertThat(backlog.drainSeconds()).isPositive();
        List<IntervalResult> building = result.intervals().stream()
                .filter(i -> i.phase().equals("backlog"))
                .toList();
        assertThat(building).hasSizeGreaterThanOrEqualTo(3);
        assertThat(building.get(building.size() - 1).backlog())
                .isGreaterThan(building.get(0).backlog());
        assertThat(building.stream().mapToLong(i -> i.counts().acked()).sum()).isPositive();
        PhaseFigures catchUp = PhaseFigures.of("catch-up", result.intervals());
        assertThat(catchUp.consumeRate()).isGreaterThan(catchUp.publishRate()); // reads outpace writes, or no drain
        assertThat(catchUp.publishRate()).isPositive(); // the producers kept writing while the consumers caught up
        assertThat(FindingsText.format(result)).contains("catch-up read rate").contains("during catch-up");
        assertThat(ResultJson.toJson(result)
                        .get("msgbench")
                        .get("backlog")
                        .get("phases")
                        .get("catch-up")
                        .get("publishLatency")
                        .get("count")
                        .asLong())
                .isPositive();
    }

    @Test
    void fanOutDeliversEveryMessageToBothSubscriptions() {
        RunResult result = run(
                shortRun("fan-out").subscriptionsPerTopic(2).producerRate(1_000).build());

        assertEverySentMessageArrivedOnce(result, 2);
        assertThroughputAgreesWithTheMeasurePhase(result);
        assertThat(result.shape().subscriptionsPerTopic()).isEqualTo(2);
    }

    @Test
    void zipfKeysKeepPerKeyOrder() {
        RunResult result = run(shortRun("zipf")
                .partitionsPerTopic(4)
                .keyDistributor(KeyDistributorType.ZIPF)
                .zipfExponent(1.2)
                .producersPerTopic(2)
                .producerRate(2_000)
                .build());

        assertEverySentMessageArrivedOnce(result, 1);
        assertThat(result.shape().keyDistributor()).isEqualTo("ZIPF");
        assertThat(result.workloadConfig()).containsEntry("zipfExponent", 1.2);
    }

    /** The 2020 study's 100 GB catch-up file itself, brought to local scale with --set values. */
    @Test
    void theCatchUpStudyRunsAtLocalScale() {
        Workload study = io.msgbench.workload.WorkloadLoader.load(
                KafkaBroker.home().resolve("workloads/2020-catch-up-100gb-10kb-16-partitions.yaml"),
                List.of(
                        "producerRate=300",
                        "consumerBacklogSizeGB=0.008",
                        "consumerPerSubscription=1",
                        "warmup=1s",
                        "testDuration=2s"));

        RunResult result = run(study, FAST_SAMPLING);

        assertEverySentMessageArrivedOnce(result, 1);
        assertThat(result.shape().partitionsPerTopic()).isEqualTo(16);
        assertThat(result.findings().backlog().verdict()).isEqualTo(BacklogReport.DRAINED);
        assertThat(result.workloadConfig()).containsEntry("messageSize", 10_000);
    }

    private static void deleteTopic(String topic) throws Exception {
        DriverSpec spec = KafkaBroker.driver(DRIVER);
        try (var driver = Runs.driverLoader().load(spec)) {
            driver.initialize(new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS));
            driver.deleteTopics(List.of(topic)).get();
        }
    }
}

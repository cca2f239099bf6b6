package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import io.msgbench.workload.WorkloadBuilder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whole runs on the real Pravega standalone: fixed segments with and without routing keys, transactions
 * whose acknowledgements wait for the commit, and a stream that auto-scales under load. Payloads are small:
 * the standalone keeps every event in its heap.
 */
@ExtendWith(PravegaBroker.class)
class PravegaBenchmarkRunTest {
    private static final String EMBEDDED = "driver-pravega/pravega-embedded.yaml";

    private static WorkloadBuilder workload(String name, int rate, Duration test, KeyDistributorType keys) {
        return Workload.builder()
                .name(name)
                .topics(1)
                .partitionsPerTopic(4)
                .producersPerTopic(2)
                .subscriptionsPerTopic(1)
                .consumerPerSubscription(2)
                .messageSize(100)
                .producerRate(rate)
                .keyDistributor(keys)
                .warmupDuration(Duration.ofSeconds(2))
                .testDuration(test);
    }

    private static void assertEveryMessageAccountedFor(RunResult result) {
        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        var counts = result.counts();
        assertThat(counts.sent()).isPositive();
        assertThat(counts.acked()).isEqualTo(counts.sent());
        assertThat(counts.failed()).isZero();
        assertThat(counts.receivedUnique()).isEqualTo(counts.sent());
        assertThat(counts.lost()).isZero();
        assertThat(counts.duplicated()).isZero();
        assertThat(counts.outOfOrder()).isZero();
    }

    @Test
    void fixedSegmentsWithRoutingKeysKeepPerKeyOrderAndLoseNothing() {
        RunResult result = Runs.run(
                workload("pravega-keys", 1_000, Duration.ofSeconds(6), KeyDistributorType.KEY_ROUND_ROBIN)
                        .build(),
                PravegaBroker.driver(EMBEDDED));

        assertEveryMessageAccountedFor(result);
        assertThat(result.counts().sent()).isGreaterThan(6_000);
        assertThat(result.shape().partitionsPerTopic()).isEqualTo(4);
        assertThat(result.stats(Metric.PUBLISH_LATENCY).percentile(50.0)).isPositive();
        assertThat(result.stats(Metric.END_TO_END_LATENCY).percentile(50.0)).isPositive();
        assertThat(result.driverSettings())
                .containsEntry("clientVersion", "0.13.0")
                .containsEntry("scaling", "fixed: partitionsPerTopic segments per stream");
        assertThat(result.driverSettings().get("durability"))
                .startsWith("in-memory")
                .contains("no BookKeeper");
    }

    @Test
    void fixedSegmentsWithoutRoutingKeysLoseNothing() {
        RunResult result = Runs.run(
                workload("pravega-no-key", 500, Duration.ofSeconds(4), KeyDistributorType.NO_KEY)
                        .build(),
                PravegaBroker.driver(EMBEDDED));

        assertEveryMessageAccountedFor(result);
        assertThat(result.counts().received()).isEqualTo(result.counts().sent());
    }

    @Test
    void transactionsAcknowledgeEachEventWhenItsTransactionCommits() {
        // one producer at 400 events/s fills a 100-event transaction in 250 ms: the first event of each
        // transaction waits that long for its acknowledgement, the average one about half of it
        Workload workload = workload(
                        "pravega-transactions", 400, Duration.ofSeconds(6), KeyDistributorType.KEY_ROUND_ROBIN)
                .producersPerTopic(1)
                .build();
        RunResult result =
                Runs.run(workload, PravegaBroker.driver("driver-pravega/pravega-transactions-embedded.yaml"));

        assertEveryMessageAccountedFor(result);
        assertThat(result.driverSettings().get("writes")).startsWith("transactions of 100 event(s)");
        assertThat(result.stats(Metric.PUBLISH_LATENCY).percentile(50.0)).isGreaterThan(60.0);
        assertThat(result.stats(Metric.PUBLISH_SERVICE_TIME).percentile(50.0)).isGreaterThan(60.0);
    }

    /**
     * Pravega splits a segment once its two-minute rate exceeds five times the target and the segment is two
     * minutes old (fixed in the segment store), so this run lasts 150 s: the one long test of the module.
     */
    @Test
    void anAutoScalingStreamSplitsItsSegmentUnderLoad(@TempDir Path dir) throws Exception {
        Path driverFile = dir.resolve("pravega-autoscale-test.yaml");
        Files.writeString(
                driverFile,
                Files.readString(KafkaBroker.home().resolve("driver-pravega/pravega-autoscale-embedded.yaml"))
                        .replace("eventsPerSecond: 2000", "eventsPerSecond: 20"));
        DriverSpec spec = PravegaBroker.driver(driverFile);
        String stream = "msgbench-autoscale-" + System.nanoTime();
        List<Integer> segmentCounts = new CopyOnWriteArrayList<>();
        ScheduledExecutorService poller = Executors.newSingleThreadScheduledExecutor();
        try (LoadedDriver admin = Runs.driverLoader().load(spec)) {
            admin.initialize(new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS));
            admin.createTopic(stream, 1).get(60, TimeUnit.SECONDS);
            var unused = poller.scheduleWithFixedDelay(
                    () -> segmentCounts.add(admin.partitionCount(stream).join().orElse(0)), 0, 2, TimeUnit.SECONDS);
            Workload workload = Workload.builder()
                    .name("pravega-autoscale")
                    .topicNames(List.of(stream))
                    .messageSize(100)
                    .producerRate(400)
                    .keyDistributor(KeyDistributorType.KEY_ROUND_ROBIN)
                    .warmupDuration(Duration.ZERO)
                    .testDuration(Duration.ofSeconds(150))
                    .build();

            RunResult result = Runs.run(workload, spec);

            assertEveryMessageAccountedFor(result); // per-key order holds across the split, too
            assertThat(result.driverSettings().get("scaling")).startsWith("auto-scaling: target 20 events/s");
            awaitSegmentsAbove(1, segmentCounts, Duration.ofSeconds(30));
            assertThat(segmentCounts.get(0)).isEqualTo(1);
            poller.shutdownNow();
            poller.awaitTermination(10, TimeUnit.SECONDS);
            admin.deleteTopics(List.of(stream)).get(60, TimeUnit.SECONDS);
        } finally {
            poller.shutdownNow();
        }
    }

    private static void awaitSegmentsAbove(int count, List<Integer> observed, Duration limit)
            throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (observed.stream().noneMatch(c -> c > count) && System.nanoTime() < deadline) {
            Thread.sleep(500);
        }
        assertThat(observed).as("segment counts observed every 2 s").anyMatch(c -> c > count);
    }
}

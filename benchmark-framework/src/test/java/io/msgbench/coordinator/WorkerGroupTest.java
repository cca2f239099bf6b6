package io.msgbench.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.ClientMetrics;
import io.msgbench.result.CounterSnapshot;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.worker.LocalWorker;
import io.msgbench.worker.WorkerSnapshot;
import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Several in-process workers on one in-memory broker, driven as one group by the real coordinator. */
class WorkerGroupTest {
    private static final DriverSpec SPEC = new DriverSpec(
            Path.of("in-memory.yaml"),
            "in-memory",
            "in-memory",
            Optional.empty(),
            Map.of("name", "in-memory", "driverClass", "in-memory"));
    private static final RunOptions OPTIONS =
            new RunOptions(Duration.ofMillis(500), Duration.ofSeconds(5), Duration.ofSeconds(5), false);
    private static final int RATE = 2_000;

    private final InMemoryDriver driver = new InMemoryDriver();

    private static Workload workload(int topics, int producersPerTopic) {
        return Workload.builder()
                .name("group")
                .topics(topics)
                .partitionsPerTopic(2)
                .producersPerTopic(producersPerTopic)
                .subscriptionsPerTopic(1)
                .consumerPerSubscription(1)
                .messageSize(64)
                .producerRate(RATE)
                .keyDistributor(KeyDistributorType.KEY_ROUND_ROBIN)
                .warmupDuration(Duration.ofMillis(500))
                .testDuration(Duration.ofSeconds(2))
                .build();
    }

    private WorkerGroup group(int workers, SplitMode mode) {
        List<WorkerGroup.Member> members = new ArrayList<>();
        for (int i = 0; i < workers; i++) {
            members.add(new WorkerGroup.Member(
                    "w" + i, new LocalWorker(spec -> LoadedDriver.inFrameworkClassLoader(driver))));
        }
        return new WorkerGroup(members, mode);
    }

    private static RunResult run(WorkerGroup group, Workload workload) {
        try (group) {
            return LocalRuns.of(workload, SPEC, group, OPTIONS).execute();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aSplitRunOverThreeWorkersAccountsForEveryMessageAndKeepsTheTotalRate() {
        WorkerGroup group = group(3, SplitMode.SPLIT);
        RunResult result = run(group, workload(1, 1));

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(group.shares()).extracting("producers").containsExactly(1, 0, 0);
        assertThat(group.shares()).extracting("consumers").containsExactly(0, 1, 0);
        var counts = result.counts();
        assertThat(counts.sent())
                .isPositive()
                .isEqualTo(counts.acked())
                .isEqualTo(counts.received())
                .isEqualTo(counts.receivedUnique());
        assertThat(counts.lost()).isZero();
        // the rate belongs to the producers that exist, not to each worker: one grid at 2,000 msg/s, from the
        // intended send times on the messages (not from a clock)
        ScheduleGrid.assertOnTheGrid(driver.sentHeaders, RATE, 1);
        assertThat(result.stats(Metric.END_TO_END_LATENCY).count()).isPositive();
    }

    @Test
    void aSwarmRunKeepsEachTopicOnOneWorker() {
        WorkerGroup group = group(2, SplitMode.SWARM);
        RunResult result = run(group, workload(2, 2));

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(group.shares()).extracting("producers").containsExactly(2, 2);
        assertThat(group.shares()).extracting("consumers").containsExactly(1, 1);
        assertThat(result.counts().received())
                .isPositive()
                .isEqualTo(result.counts().sent());
        assertThat(result.counts().lost()).isZero();
    }

    @Test
    void theClientsFiguresOfEveryWorkerRideWithTheSnapshotsIntoTheResult() {
        driver.producerFigures = Map.of(ClientMetrics.PRODUCER_QUEUE_AVG, 2.5, ClientMetrics.PRODUCER_QUEUE_MAX, 7.0);
        WorkerGroup group = group(2, SplitMode.SPLIT);
        RunResult result = run(group, workload(1, 2));

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.findings().clientBreakdown().measure())
                .containsEntry(ClientMetrics.PRODUCER_QUEUE_AVG, 2.5)
                .containsEntry(ClientMetrics.PRODUCER_QUEUE_MAX, 7.0);
        assertThat(result.findings().clientBreakdown().samples())
                .extracting("phase")
                .contains(RunResult.MEASURE_PHASE);
    }

    /** Averages over every client of the group, as one worker holding them all would take them; not per worker. */
    @Test
    void clientFiguresPoolAcrossWorkersSoTheyCombineAsOnOneWorker() {
        WorkerSnapshot one = withFigures(List.of(Map.of(ClientMetrics.FETCH_REQUEST_AVG, 1.0)));
        WorkerSnapshot two = withFigures(List.of(
                Map.of(ClientMetrics.FETCH_REQUEST_AVG, 2.0),
                Map.of(ClientMetrics.FETCH_REQUEST_AVG, 6.0, ClientMetrics.FETCH_REQUEST_MAX, 9.0)));

        WorkerSnapshot merged = SnapshotMerge.of(List.of(one, two));

        assertThat(merged.clientFigures()).hasSize(3);
        assertThat(merged.combinedClientFigures())
                .containsEntry(ClientMetrics.FETCH_REQUEST_AVG, 3.0)
                .containsEntry(ClientMetrics.FETCH_REQUEST_MAX, 9.0);
        assertThat(SnapshotMerge.countsOnly(two).clientFigures())
                .as("a lost worker's figures are not current")
                .isEmpty();
    }

    private static WorkerSnapshot withFigures(List<Map<String, Double>> figures) {
        return new WorkerSnapshot(0, CounterSnapshot.ZERO, Map.of(), 0, null, null, figures);
    }

    @Test
    void snapshotsMergeByAddingCountersAndHistograms() {
        WorkerSnapshot a = snapshot(new CounterSnapshot(10, 100, 9, 1, 8, 80, 0), 1_000, 2_000);
        WorkerSnapshot b = snapshot(new CounterSnapshot(5, 50, 5, 0, 5, 50, 1), 3_000);
        WorkerSnapshot merged = SnapshotMerge.of(List.of(a, b));

        assertThat(merged.totals()).isEqualTo(new CounterSnapshot(15, 150, 14, 1, 13, 130, 1));
        Histogram latency = merged.interval().get(Metric.PUBLISH_LATENCY);
        assertThat(latency.getTotalCount()).isEqualTo(3);
        assertThat(latency.getMaxValue()).isEqualTo(latency.highestEquivalentValue(3_000));
        assertThat(latency.getMinValue()).isEqualTo(latency.lowestEquivalentValue(1_000));
        assertThat(merged.lowestEndToEndMicros()).isEqualTo(-7);
        assertThat(merged.nonPositiveEndToEnd()).isEqualTo(2);
    }

    private static WorkerSnapshot snapshot(CounterSnapshot totals, long... publishMicros) {
        Map<Metric, Histogram> histograms = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            histograms.put(metric, new Histogram(3));
        }
        for (long value : publishMicros) {
            histograms.get(Metric.PUBLISH_LATENCY).recordValue(value);
        }
        return new WorkerSnapshot(0, totals, histograms, 1, -7L, null);
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.coordinator.BenchmarkRun;
import io.msgbench.coordinator.ResultContext;
import io.msgbench.coordinator.RunControl;
import io.msgbench.coordinator.RunListener;
import io.msgbench.coordinator.SplitMode;
import io.msgbench.coordinator.WorkerGroup;
import io.msgbench.fault.FaultTargets;
import io.msgbench.measure.DeliveryState;
import io.msgbench.remote.RemoteWorker;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.worker.RecordingWorker;
import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Runs on worker JVMs against the shared KRaft broker, with the embedded Kafka driver file as shipped, each
 * worker's snapshots recorded; and the check that a run's merged counts and histograms are exactly the sum of
 * the workers'.
 */
final class DistributedRuns {
    static final String TOKEN = "distributed-test-token-0123456789";

    private DistributedRuns() {}

    record Recorded(
            RunResult result,
            List<RecordingWorker> workers,
            List<WorkerGroup.Share> shares,
            List<DeliveryState> deliveryStates) {}

    static Workload workload(String name, Duration test) {
        return Workload.builder()
                .name(name)
                .topics(2)
                .partitionsPerTopic(2)
                .producersPerTopic(1)
                .subscriptionsPerTopic(1)
                .consumerPerSubscription(1)
                .messageSize(256)
                .producerRate(1_000)
                .keyDistributor(KeyDistributorType.KEY_ROUND_ROBIN)
                .warmupDuration(Duration.ofSeconds(2))
                .testDuration(test)
                .build();
    }

    static Recorded run(SplitMode mode, List<WorkerProcess> on, Workload workload, RunListener listener) {
        RunControl control = new RunControl();
        List<RecordingWorker> recording = new ArrayList<>();
        List<WorkerGroup.Member> members = new ArrayList<>();
        for (WorkerProcess process : on) {
            RecordingWorker worker = new RecordingWorker(
                    RemoteWorker.connect(process.url(), Optional.of(TOKEN), lost -> control.cancel(lost.getMessage())));
            recording.add(worker);
            members.add(new WorkerGroup.Member(process.url().toString(), worker));
        }
        WorkerGroup group = new WorkerGroup(members, mode);
        try (group) {
            RunResult result = new BenchmarkRun(
                            workload,
                            KafkaBroker.driver("driver-kafka/kafka-embedded.yaml"),
                            group,
                            Runs.OPTIONS,
                            listener,
                            control,
                            FaultTargets.NONE,
                            ResultContext.LOCAL)
                    .execute();
            List<DeliveryState> states =
                    recording.stream().map(RecordingWorker::deliveryState).toList();
            return new Recorded(result, recording, group.shares(), states);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static void assertExact(Recorded run) {
        RunResult result = run.result();
        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        var counts = result.counts();
        String all = counts.toString();
        assertThat(counts.sent()).as(all).isGreaterThan(3_000);
        assertThat(counts.acked()).as(all).isEqualTo(counts.sent());
        assertThat(counts.received()).as(all).isEqualTo(counts.sent());
        assertThat(counts.receivedUnique()).as(all).isEqualTo(counts.sent());
        assertThat(counts.lost()).as(all).isZero();
        assertThat(counts.duplicated()).as(all).isZero();
        assertThat(counts.outOfOrder()).as(all).isZero();
        assertThat(counts.failed()).as(all).isZero();

        long sentByWorkers = run.workers().stream()
                .mapToLong(w ->
                        w.snapshots().get(w.snapshots().size() - 1).totals().sent())
                .sum();
        assertThat(sentByWorkers).isEqualTo(counts.sent());
        // one snapshot per worker for the setup sample (dropped), then one per interval
        List<IntervalResult> intervals = result.intervals();
        for (RecordingWorker worker : run.workers()) {
            assertThat(worker.snapshots()).hasSize(intervals.size() + 1);
        }
        for (Metric metric : Metric.values()) {
            Histogram measureSum = new Histogram(3);
            for (int i = 0; i < intervals.size(); i++) {
                Histogram sum = new Histogram(3);
                for (RecordingWorker worker : run.workers()) {
                    sum.add(worker.snapshots().get(i + 1).interval().get(metric));
                }
                assertThat(recorded(intervals.get(i).histograms().get(metric)))
                        .as(metric + " interval " + i)
                        .isEqualTo(recorded(sum));
                if (RunResult.MEASURE_PHASE.equals(intervals.get(i).phase())) {
                    measureSum.add(sum);
                }
            }
            assertThat(recorded(result.aggregate().get(metric)))
                    .as(metric + " measure phase")
                    .isEqualTo(recorded(measureSum));
        }
        assertThat(result.aggregate().get(Metric.END_TO_END_LATENCY).getTotalCount())
                .isGreaterThan(1_500);
    }

    private static List<String> recorded(Histogram histogram) {
        List<String> values = new ArrayList<>();
        for (HistogramIterationValue value : histogram.recordedValues()) {
            values.add(value.getValueIteratedTo() + "x" + value.getCountAtValueIteratedTo());
        }
        return values;
    }
}

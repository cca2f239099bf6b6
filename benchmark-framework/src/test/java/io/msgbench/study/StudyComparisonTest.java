package io.msgbench.study;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.BacklogReport;
import io.msgbench.result.ClientBreakdown;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.ResultFixtures;
import io.msgbench.result.RunFindings;
import io.msgbench.result.RunResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The 2017 study published client figures only: ours are read from the run's client breakdown of the measure phase. */
class StudyComparisonTest {
    private static final Path REPO_ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Study BREAKDOWN =
            StudyLoader.load(REPO_ROOT.resolve("studies/2017-kafka-latency-breakdown.yaml"), REPO_ROOT);

    @Test
    void aPublishedClientFigureIsSetBesideTheRunsOwn() {
        RunResult overload = withClientFigures(Map.of("producer.queue.ms.avg", 5_000.0, "send.blocked.ms.avg", 33.3));

        List<List<String>> rows = new StudyComparison(BREAKDOWN, Map.of("overload", overload)).rows();

        assertThat(rows)
                .contains(
                        List.of(
                                "overload",
                                "throughput-maximised, records queue in the producer buffer",
                                "producer.queue.ms.avg",
                                "50,000",
                                "5,000",
                                "0.100"),
                        List.of(
                                "overload",
                                "throughput-maximised, records queue in the producer buffer",
                                "send.blocked.ms.avg",
                                "333.000",
                                "33.300",
                                "0.100"),
                        // a figure the driver did not report is said so, not shown as 0
                        List.of(
                                "overload",
                                "throughput-maximised, records queue in the producer buffer",
                                "fetch.request.ms.avg",
                                "150.000",
                                "not reported",
                                ""));
    }

    @Test
    void anExperimentThatDidNotRunSaysSo() {
        assertThat(new StudyComparison(BREAKDOWN, Map.of()).rows())
                .contains(List.of(
                        "overload",
                        "throughput-maximised, records queue in the producer buffer",
                        "produce.request.ms.avg",
                        "2,500",
                        "not run",
                        ""));
    }

    /** The 2020 study drew its catch-up and gave no value: ours are shown, read from the backlog report and phase. */
    @Test
    void aCatchUpShowsItsOwnFiguresWhereTheStudyDrewAChartOnly() {
        Study study = StudyLoader.load(REPO_ROOT.resolve("studies/2020-pravega-kafka-pulsar.yaml"), REPO_ROOT);
        // 4 s of catch-up: 2,000 messages of 100 B written, 6,000 read
        RunResult catchUp = withBacklog(
                new BacklogReport(2_000_000, 20_000, 100, 20_000, 10.0, 4.0, BacklogReport.DRAINED, "drained in 4 s"),
                ResultFixtures.interval("catch-up", 0, 4, 2_000, 6_000, 0, 1));
        String id = "pulsar-offload-catch-up-10kb-16";
        String label = "Pulsar, catch-up read of offloaded ledgers (local folder, not S3), 10 KB, 16 partitions";

        List<List<String>> rows = new StudyComparison(study, Map.of(id, catchUp)).rows();

        assertThat(rows)
                .filteredOn(row -> row.get(0).equals(id))
                .containsExactly(
                        List.of(id, label, "backlog at resume (messages)", StudyComparison.NOT_PUBLISHED, "20,000", ""),
                        List.of(id, label, "catch-up time (s)", StudyComparison.NOT_PUBLISHED, "4.000", ""),
                        List.of(id, label, "catch-up read rate (MB/s)", StudyComparison.NOT_PUBLISHED, "0.143", ""),
                        List.of(id, label, "catch-up publish rate (MB/s)", StudyComparison.NOT_PUBLISHED, "0.048", ""));
        // the other catch-up did not run: each of its figures says so
        assertThat(rows)
                .filteredOn(row -> row.get(0).equals("kafka-catch-up-10kb-16"))
                .hasSize(4)
                .allSatisfy(row -> assertThat(row.get(4)).isEqualTo("not run"));
    }

    private static RunResult withBacklog(BacklogReport backlog, IntervalResult catchUp) {
        RunResult r = ResultFixtures.withIntervals(List.of(catchUp));
        RunFindings findings = new RunFindings(List.of(), Map.of(), backlog, ClientBreakdown.NONE, List.of());
        return new RunResult(
                r.runId(),
                r.status(),
                r.failure(),
                r.workloadName(),
                r.driverName(),
                r.workloadConfig(),
                r.driverConfig(),
                r.driverSettings(),
                r.shape(),
                r.environment(),
                r.start(),
                r.end(),
                r.phases(),
                r.intervals(),
                r.aggregate(),
                r.counts(),
                r.warnings(),
                findings,
                r.distribution());
    }

    private static RunResult withClientFigures(Map<String, Double> measure) {
        RunResult r = ResultFixtures.result();
        RunFindings findings =
                new RunFindings(List.of(), Map.of(), null, new ClientBreakdown(measure, List.of()), List.of());
        return new RunResult(
                r.runId(),
                r.status(),
                r.failure(),
                r.workloadName(),
                r.driverName(),
                r.workloadConfig(),
                r.driverConfig(),
                r.driverSettings(),
                r.shape(),
                r.environment(),
                r.start(),
                r.end(),
                r.phases(),
                r.intervals(),
                r.aggregate(),
                r.counts(),
                r.warnings(),
                findings,
                r.distribution());
    }
}

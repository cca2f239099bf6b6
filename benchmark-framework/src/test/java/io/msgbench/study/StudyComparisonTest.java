package io.msgbench.study;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.ClientBreakdown;
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
    private static final Study BREAKDOWN = StudyLoader.load(REPO_ROOT.resolve("studies/2017-kafka-latency-breakdown.yaml"),
            REPO_ROOT);

    @Test
    void aPublishedClientFigureIsSetBesideTheRunsOwn() {
        RunResult overload = withClientFigures(Map.of("producer.queue.ms.avg", 5_000.0, "send.blocked.ms.avg", 33.3));

        List<List<String>> rows = new StudyComparison(BREAKDOWN, Map.of("overload", overload)).rows();

        assertThat(rows).contains(
                List.of("overload", "throughput-maximised, records queue in the producer buffer", "producer.queue.ms.avg",
                        "50,000", "5,000", "0.100"),
                List.of("overload", "throughput-maximised, records queue in the producer buffer", "send.blocked.ms.avg",
                        "333.000", "33.300", "0.100"),
                // a figure the driver did not report is said so, not shown as 0
                List.of("overload", "throughput-maximised, records queue in the producer buffer", "fetch.request.ms.avg",
                        "150.000", "not reported", ""));
    }

    @Test
    void anExperimentThatDidNotRunSaysSo() {
        assertThat(new StudyComparison(BREAKDOWN, Map.of()).rows()).contains(List.of("overload",
                "throughput-maximised, records queue in the producer buffer", "produce.request.ms.avg", "2,500", "not run", ""));
    }

    private static RunResult withClientFigures(Map<String, Double> measure) {
        RunResult r = ResultFixtures.result();
        RunFindings findings = new RunFindings(List.of(), Map.of(), null, new ClientBreakdown(measure, List.of()), List.of());
        return new RunResult(r.runId(), r.status(), r.failure(), r.workloadName(), r.driverName(), r.workloadConfig(),
                r.driverConfig(), r.driverSettings(), r.shape(), r.environment(), r.start(), r.end(), r.phases(),
                r.intervals(), r.aggregate(), r.counts(), r.warnings(), findings, r.distribution());
    }
}

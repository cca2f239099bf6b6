package io.msgbench.gate;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import io.msgbench.result.SyntheticRuns;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The gate on result files written by the framework's writer and read back as compare reads them. */
class CompareReportTest {
    @TempDir
    Path dir;

    private RunResult written(String name, SyntheticRuns run) throws Exception {
        return ResultReader.read(run.writeTo(dir.resolve(name + ".json")));
    }

    @Test
    void identicalRunsPass() throws Exception {
        RunResult baseline = written("base", SyntheticRuns.run());
        RunResult same = written("same", SyntheticRuns.run());

        CompareReport report = CompareReport.of(List.of(baseline), List.of(same), GateRule.DEFAULT);

        assertThat(report.failed()).as(report.text()).isFalse();
        assertThat(report.text()).contains("No regression.").contains("Publishing p99 (ms)");
    }

    @Test
    void aSlowerRunFailsOnItsLatencies() throws Exception {
        RunResult baseline = written("base", SyntheticRuns.run());
        RunResult slower = written("slower", SyntheticRuns.run().latencyScale(1.3));

        CompareReport report = CompareReport.of(List.of(baseline), List.of(slower), GateRule.DEFAULT);

        assertThat(report.failed()).isTrue();
        assertThat(report.failures())
                .anyMatch(f -> f.contains("Publishing p99 (ms)"))
                .anyMatch(f -> f.contains("End-to-end p50 (ms)"));
        assertThat(report.text()).contains("REGRESSION");
    }

    @Test
    void aRunShortOfItsRateFails() throws Exception {
        RunResult baseline = written("base", SyntheticRuns.run().rates(2_000, 2_000));
        RunResult short_ = written("short", SyntheticRuns.run().rates(2_000, 1_500));

        CompareReport report = CompareReport.of(List.of(baseline), List.of(short_), GateRule.DEFAULT);

        assertThat(report.failures()).anyMatch(f -> f.contains("publish rate (msg/s)"));
    }

    @Test
    void anyLostMessageFailsWhateverTheThresholds() throws Exception {
        RunResult baseline = written("base", SyntheticRuns.run());
        RunResult lossy = written("lossy", SyntheticRuns.run().lost(1));

        CompareReport report = CompareReport.of(List.of(baseline), List.of(lossy), new GateRule(0.99, 1000));

        assertThat(report.failures()).containsExactly("w on Kafka: 1 acknowledged messages lost");
    }

    @Test
    void theSpreadOfRepeatedBaselineRunsWidensTheBound() throws Exception {
        List<RunResult> repeated = List.of(
                written("b1", SyntheticRuns.run().seed(1).latencyScale(0.9)),
                written("b2", SyntheticRuns.run().seed(2)),
                written("b3", SyntheticRuns.run().seed(3).latencyScale(1.2)));
        RunResult within = written("within", SyntheticRuns.run().seed(4).latencyScale(1.25));
        RunResult beyond = written("beyond", SyntheticRuns.run().seed(5).latencyScale(1.6));

        assertThat(CompareReport.of(repeated, List.of(within), GateRule.DEFAULT).failed())
                .isFalse();
        assertThat(CompareReport.of(repeated, List.of(beyond), GateRule.DEFAULT).failed())
                .isTrue();
        // the same +25 % against one baseline run, which shows no spread, is a regression
        assertThat(CompareReport.of(List.of(repeated.get(1)), List.of(within), GateRule.DEFAULT)
                        .failed())
                .isTrue();
    }

    @Test
    void aBaselineWorkloadWithoutANewResultFailsAndANewOneIsNoted() throws Exception {
        RunResult a = written("a", SyntheticRuns.run().workload("a"));
        RunResult b = written("b", SyntheticRuns.run().workload("b"));

        CompareReport report = CompareReport.of(List.of(a), List.of(b), GateRule.DEFAULT);

        assertThat(report.failures()).containsExactly("a on Kafka: in the baseline but no new result");
        assertThat(report.text()).contains("note: b on Kafka: new result without a baseline; not compared");
    }

    @Test
    void latencyChangesBelowTheFloorNeverFail() {
        GateMetric p99 = GateMetric.all().stream()
                .filter(m -> m.name().equals("Publishing p99 (ms)"))
                .findFirst()
                .orElseThrow();
        Spread baseline = Spread.of(List.of(0.20));
        GateRule rule = new GateRule(0.10, 0.1);

        assertThat(rule.regressed(p99, baseline, 0.29)).isFalse(); // +45 %, but only 0.09 ms
        assertThat(rule.regressed(p99, baseline, 0.31)).isTrue();
    }

    @Test
    void spreadIsTheLargestDistanceFromTheMedian() {
        Spread spread = Spread.of(List.of(10.0, 12.0, 9.0));
        assertThat(spread.median()).isEqualTo(10.0);
        assertThat(spread.spread()).isEqualTo(2.0);
        assertThat(Spread.of(List.of(4.0, 8.0)).median()).isEqualTo(6.0);
    }
}

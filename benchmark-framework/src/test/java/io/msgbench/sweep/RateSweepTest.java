package io.msgbench.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.report.Chart;
import io.msgbench.report.Scale;
import io.msgbench.report.Series;
import io.msgbench.result.RunResult;
import io.msgbench.result.SyntheticRuns;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class RateSweepTest {
    private static final SweepRule RULE = new SweepRule(0.05, 1_000, 10);

    private static SweepPoint point(double target, double achieved, double latencyScale) {
        return SweepPoint.of(run(target, achieved, latencyScale), RULE);
    }

    private static RunResult run(double target, double achieved, double latencyScale) {
        return SyntheticRuns.run()
                .rates(target, achieved)
                .latencyScale(latencyScale)
                .build();
    }

    @Test
    void logSpacedRatesHaveTwoSignificantDigits() {
        assertThat(RateLadder.logSpaced(1_000, 100_000, 5))
                .containsExactly(1_000.0, 3_200.0, 10_000.0, 32_000.0, 100_000.0);
        assertThat(RateLadder.logSpaced(500, 500, 1)).containsExactly(500.0);
    }

    @Test
    void climbsWhileSustainedThenRunsTheUnthrottledPointOnce() {
        RateLadder ladder = new RateLadder(List.of(4_000.0, 1_000.0, 2_000.0), true);

        assertThat(ladder.next(List.of())).isEqualTo(OptionalDouble.of(1_000));
        SweepPoint first = point(1_000, 1_000, 1);
        assertThat(ladder.next(List.of(first))).isEqualTo(OptionalDouble.of(2_000));
        SweepPoint shortOfTarget = point(2_000, 1_700, 1);
        assertThat(shortOfTarget.verdict()).isEqualTo(SweepPoint.Verdict.SHORT_OF_TARGET);
        assertThat(ladder.next(List.of(first, shortOfTarget))).isEqualTo(OptionalDouble.of(RateLadder.UNTHROTTLED));
        SweepPoint unthrottled = point(0, 2_500, 1);
        assertThat(ladder.next(List.of(first, shortOfTarget, unthrottled))).isEmpty();
    }

    @Test
    void aPointOverTheLatencyBoundStopsTheClimb() {
        RateLadder ladder = new RateLadder(List.of(1_000.0, 2_000.0), false);
        SweepPoint slow = point(1_000, 1_000, 1_000); // p99 publish far over 1 s

        assertThat(slow.verdict()).isEqualTo(SweepPoint.Verdict.OVER_LATENCY_BOUND);
        assertThat(ladder.next(List.of(slow))).isEmpty();
    }

    @Test
    void theKneeIsTheHighestSustainedRateWithinTheSlo() {
        // p99 publish is about 2.7 ms × scale: scale 1 and 2 are within 10 ms, scale 5 is not
        List<RunResult> results = List.of(
                run(1_000, 1_000, 1),
                run(2_000, 2_000, 2),
                run(4_000, 4_000, 5),
                run(8_000, 6_000, 1),
                run(0, 7_000, 1));
        SweepReport report = new SweepReport(results, RULE);

        assertThat(report.points().get("Kafka"))
                .extracting(SweepPoint::verdict)
                .containsExactly(
                        SweepPoint.Verdict.SUSTAINED,
                        SweepPoint.Verdict.SUSTAINED,
                        SweepPoint.Verdict.SUSTAINED,
                        SweepPoint.Verdict.SHORT_OF_TARGET,
                        SweepPoint.Verdict.UNTHROTTLED);
        assertThat(report.knee("Kafka")).map(SweepPoint::targetRate).contains(2_000.0);
        assertThat(report.text()).contains("Knee: 2000 msg/s").contains("unthrottled");
    }

    @Test
    void severalSystemsShareOneLogLogChart() {
        List<RunResult> results = List.of(
                run(1_000, 1_000, 1),
                run(2_000, 2_000, 1),
                SyntheticRuns.run().driver("Pulsar").rates(1_000, 1_000).build(),
                SyntheticRuns.run()
                        .driver("Pulsar")
                        .rates(2_000, 2_000)
                        .latencyScale(3)
                        .build());

        // the charts against msg/s; those against MB/s (a linear axis, as the 2020 study) are SweepReportCliTest's
        List<Chart> charts = new SweepReport(results, RULE)
                .charts().stream()
                        .filter(chart -> !chart.id().endsWith("-mbps"))
                        .toList();

        assertThat(charts).hasSize(4).allSatisfy(chart -> {
            assertThat(chart.xScale()).isEqualTo(Scale.LOG);
            assertThat(chart.yScale()).isEqualTo(Scale.LOG);
            assertThat(chart.series()).extracting(Series::name).containsExactly("Kafka", "Pulsar");
            assertThat(chart.series()).allSatisfy(s -> assertThat(s.x()).containsExactly(1_000.0, 2_000.0));
        });
    }
}

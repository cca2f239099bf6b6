package io.msgbench.report;

import static io.msgbench.result.ResultFixtures.interval;
import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.IntervalResult;
import io.msgbench.result.ResultFixtures;
import io.msgbench.result.RunResult;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The whole run on one axis: every phase's intervals as lines, every phase as a band, built from results in code. */
class WholeRunChartsTest {

    /** 2 s warm-up, 2 s backlog (reads paused), 2 s catch-up, 3 s measure, 1 s drain; latency 10× while catching up. */
    static RunResult phasedRun() {
        return ResultFixtures.withIntervals(List.of(
                interval("warmup", 0, 1, 1000, 1000, 0, 1),
                interval("warmup", 1, 2, 1000, 1000, 0, 1),
                interval("backlog", 2, 3, 1000, 0, 1000, 1),
                interval("backlog", 3, 4, 1000, 0, 2000, 1),
                interval("catch-up", 4, 5, 1000, 2000, 1000, 10),
                interval("catch-up", 5, 6, 1000, 2000, 0, 10),
                interval("measure", 6, 7, 1000, 1000, 0, 1),
                interval("measure", 7, 8, 1000, 1000, 0, 1),
                interval("measure", 8, 9, 1000, 1000, 0, 1),
                interval("drain", 9, 10, 0, 0, 0, 1)));
    }

    private static LabeledResult labeled(String label, RunResult result) {
        return new LabeledResult(label, Path.of(label + ".json"), result);
    }

    private static Chart chart(List<Chart> charts, String id) {
        return charts.stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void everyPhaseIsOnOneAxisFromTheStartOfTheLoad() {
        List<Chart> charts = WholeRunCharts.of(List.of(labeled("run", phasedRun())));

        assertThat(charts)
                .extracting(Chart::id)
                .containsExactly(
                        "whole-publish-rate",
                        "whole-consume-rate",
                        "whole-backlog",
                        "whole-publish-p50",
                        "whole-publish-p99");
        Series backlog = chart(charts, "whole-backlog").series().get(0);
        assertThat(backlog.x()).containsExactly(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0);
        assertThat(backlog.y()).containsExactly(0.0, 0.0, 1000.0, 2000.0, 1000.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        assertThat(chart(charts, "whole-consume-rate").series().get(0).y())
                .containsExactly(1000.0, 1000.0, 0.0, 0.0, 2000.0, 2000.0, 1000.0, 1000.0, 1000.0, 0.0);
        assertThat(chart(charts, "whole-publish-rate").series().get(0).y())
                .startsWith(1000.0, 1000.0, 1000.0)
                .endsWith(0.0);
        Series p99 = chart(charts, "whole-publish-p99").series().get(0);
        assertThat(p99.y().get(4)).as("catch-up p99 (ms)").isCloseTo(9.9, org.assertj.core.data.Offset.offset(0.1));
        assertThat(p99.y().get(0)).as("warm-up p99 (ms)").isCloseTo(0.99, org.assertj.core.data.Offset.offset(0.01));
        assertThat(chart(charts, "whole-publish-p50").series().get(0).y().get(8))
                .isEqualTo(0.5);
        assertThat(charts).allSatisfy(c -> assertThat(c.xLabel()).isEqualTo("time since the load began (s)"));
    }

    @Test
    void eachPhaseIsOneBandFromItsFirstIntervalsStartToItsLastsEnd() {
        List<Band> bands = chart(WholeRunCharts.of(List.of(labeled("run", phasedRun()))), "whole-backlog")
                .bands();

        assertThat(bands).extracting(Band::label).containsExactly("warmup", "backlog", "catch-up", "measure", "drain");
        assertThat(bands).extracting(Band::from).containsExactly(0.0, 2.0, 4.0, 6.0, 9.0);
        assertThat(bands).extracting(Band::to).containsExactly(2.0, 4.0, 6.0, 9.0, 10.0);
        assertThat(bands).extracting(Band::lane).containsOnly(0);
        assertThat(bands)
                .extracting(Band::colour)
                .doesNotHaveDuplicates()
                .allSatisfy(colour -> assertThat(colour).matches("#[0-9a-f]{6}"));
    }

    @Test
    void severalRunsOverlayOneLineEachAndTakeOneLaneOfBandsEach() {
        RunResult shorter = ResultFixtures.withIntervals(List.of(
                interval("warmup", 0, 1, 1000, 1000, 0, 1),
                interval("measure", 1, 2, 1000, 1000, 0, 1),
                interval("drain", 2, 3, 0, 0, 0, 1)));
        List<Chart> charts = WholeRunCharts.of(List.of(labeled("a", phasedRun()), labeled("b", shorter)));

        assertThat(charts)
                .allSatisfy(c -> assertThat(c.series()).extracting(Series::name).containsExactly("a", "b"));
        Chart backlog = chart(charts, "whole-backlog");
        assertThat(backlog.bandLanes()).isEqualTo(2);
        assertThat(backlog.bands().stream().filter(b -> b.lane() == 1).toList())
                .extracting(Band::label, Band::to)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("warmup", 1.0),
                        org.assertj.core.groups.Tuple.tuple("measure", 2.0),
                        org.assertj.core.groups.Tuple.tuple("drain", 3.0));
    }

    @Test
    void aResultWithOnlyItsMeasurePhaseGetsNoWholeRunCharts() {
        RunResult measureOnly = ResultFixtures.result();
        assertThat(measureOnly.intervals()).extracting(IntervalResult::phase).containsOnly(RunResult.MEASURE_PHASE);

        assertThat(WholeRunCharts.of(List.of(labeled("omb", measureOnly)))).isEmpty();
        assertThat(new RunReport(List.of(labeled("omb", measureOnly))).html()).doesNotContain("The whole run");
    }

    @Test
    void theReportHasAWholeRunSectionWithItsChartsAndTheirBands() {
        RunReport report = new RunReport(List.of(labeled("run", phasedRun())));

        String html = report.html();
        assertThat(html)
                .contains("<h2>The whole run</h2>")
                .contains("data-chart=\"whole-backlog\"")
                .contains("data-chart=\"whole-publish-p99\"")
                .contains("\"bands\":[{\"label\":\"warmup\"");
        assertThat(report.charts())
                .extracting(Chart::id)
                .contains(
                        "whole-publish-rate",
                        "whole-consume-rate",
                        "whole-backlog",
                        "whole-publish-p50",
                        "whole-publish-p99",
                        "backlog");
        assertThat(report.charts())
                .filteredOn(c -> !c.id().startsWith("whole-"))
                .allSatisfy(c -> assertThat(c.bands()).isEmpty());
    }
}

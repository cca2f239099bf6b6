package io.msgbench.report;

import io.msgbench.result.IntervalResult;
import io.msgbench.result.LatencyStats;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The whole run on one time axis (the 2020 study's catch-up figure): warm-up, backlog, catch-up, measure and
 * drain, each phase a shaded band, with the write and read rates, the backlog and publish latency through all
 * of them. x = seconds since the run's load began (its first interval); one line per result, and with several
 * results each result's phases take their own lane of bands.
 */
public final class WholeRunCharts {
    static final String X_LABEL = "time since the load began (s)";
    /** Pale fills that no line colour comes near, so a band never hides a line nor is mistaken for one. */
    static final Map<String, String> PHASE_COLOURS = Map.of(
            "warmup",
            "#e9ebf0",
            "backlog",
            "#fbe1d3",
            "catch-up",
            "#fff0b8",
            RunResult.MEASURE_PHASE,
            "#dff0da",
            "drain",
            "#dae6f6");

    static final String OTHER_PHASE_COLOUR = "#efe3f5";

    private WholeRunCharts() {}

    /** The charts, or none when no result recorded anything beyond the measure phase (an OMB file, say). */
    public static List<Chart> of(List<LabeledResult> runs) {
        if (runs.stream()
                .allMatch(run -> run.result().intervals().equals(run.result().measureIntervals()))) {
            return List.of();
        }
        IntervalAxis axis = new IntervalAxis(X_LABEL, RunResult::intervals, bands(runs));
        return List.of(
                axis.chart(
                        runs,
                        "whole-publish-rate",
                        "Whole run: write (publish) rate",
                        "msg/s",
                        Scale.LINEAR,
                        IntervalResult::publishRate),
                axis.chart(
                        runs,
                        "whole-consume-rate",
                        "Whole run: read (consume) rate",
                        "msg/s",
                        Scale.LINEAR,
                        IntervalResult::consumeRate),
                axis.chart(runs, "whole-backlog", "Whole run: backlog", "messages", Scale.LINEAR, i -> i.backlog()),
                axis.chart(
                        runs,
                        "whole-publish-p50",
                        "Whole run: publish latency p50",
                        "ms (log)",
                        Scale.LOG,
                        publish(s -> s.percentile(50.0))),
                axis.chart(
                        runs,
                        "whole-publish-p99",
                        "Whole run: publish latency p99",
                        "ms (log)",
                        Scale.LOG,
                        publish(s -> s.percentile(99.0))));
    }

    /** Each result's phases as bands, lane i for result i: from a phase's first interval's start to its last's end. */
    static List<Band> bands(List<LabeledResult> runs) {
        List<Band> bands = new ArrayList<>();
        for (int lane = 0; lane < runs.size(); lane++) {
            List<IntervalResult> intervals = runs.get(lane).result().intervals();
            int first = 0;
            for (int i = 1; i <= intervals.size(); i++) {
                if (i == intervals.size()
                        || !intervals.get(i).phase().equals(intervals.get(first).phase())) {
                    String phase = intervals.get(first).phase();
                    Instant zero = intervals.get(0).start();
                    bands.add(new Band(
                            phase,
                            IntervalAxis.seconds(zero, intervals.get(first).start()),
                            IntervalAxis.seconds(zero, intervals.get(i - 1).end()),
                            PHASE_COLOURS.getOrDefault(phase, OTHER_PHASE_COLOUR),
                            lane));
                    first = i;
                }
            }
        }
        return bands;
    }

    private static ToDoubleFunction<IntervalResult> publish(ToDoubleFunction<LatencyStats> statistic) {
        return interval ->
                statistic.applyAsDouble(LatencyStats.of(interval.histograms().get(Metric.PUBLISH_LATENCY)));
    }
}

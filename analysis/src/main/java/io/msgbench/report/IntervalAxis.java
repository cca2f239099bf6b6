package io.msgbench.report;

import io.msgbench.result.IntervalResult;
import io.msgbench.result.RunResult;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * Charts of one figure per interval against time: x = seconds since the first interval a run shows began, one line
 * per run. The measure phase's charts show its intervals; the whole run's show them all, over its phases' bands.
 *
 * @param intervals the intervals of a result that the charts show
 */
record IntervalAxis(String label, Function<RunResult, List<IntervalResult>> intervals, List<Band> bands) {

    Chart chart(
            List<LabeledResult> runs,
            String id,
            String title,
            String yLabel,
            Scale yScale,
            ToDoubleFunction<IntervalResult> value) {
        List<Series> series = runs.stream().map(run -> series(run, value)).toList();
        return new Chart(id, title, label, Scale.LINEAR, yLabel, yScale, series, bands);
    }

    private Series series(LabeledResult run, ToDoubleFunction<IntervalResult> value) {
        List<IntervalResult> shown = intervals.apply(run.result());
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (IntervalResult interval : shown) {
            double v = value.applyAsDouble(interval);
            if (Double.isFinite(v)) { // NaN: the interval did not record this figure
                x.add(seconds(shown.get(0).start(), interval.end()));
                y.add(v);
            }
        }
        return new Series(run.label(), x, y).keepingExtremes(TimeSeriesCharts.MAX_POINTS);
    }

    /** Seconds rounded to a tenth, so runs sampled on the same period share x values. */
    static double seconds(Instant zero, Instant at) {
        return Math.round(Duration.between(zero, at).toMillis() / 100.0) / 10.0;
    }
}

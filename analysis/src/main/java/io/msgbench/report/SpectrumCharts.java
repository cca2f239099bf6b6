package io.msgbench.report;

import io.msgbench.result.Metric;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Latency against percentile on the "nines" axis, read from each run's stored measure-phase histogram
 * (HdrHistogram's percentile iteration, as its own plotter does): the whole distribution, tail included.
 */
public final class SpectrumCharts {
    private static final int TICKS_PER_HALF_DISTANCE = 5;

    private SpectrumCharts() {}

    public static List<Chart> of(List<LabeledResult> runs) {
        return Metric.headline().stream()
                .map(metric -> spectrum(runs, metric, "spectrum-" + metric.tag()))
                .toList();
    }

    private static Chart spectrum(List<LabeledResult> runs, Metric metric, String id) {
        List<Series> series = runs.stream()
                .map(run -> series(run.label(), run.result().aggregate().get(metric)))
                .toList();
        return new Chart(
                id,
                metric.label() + " latency by percentile (measure phase)",
                "percentile",
                Scale.NINES,
                "ms (log)",
                Scale.LOG,
                series);
    }

    static Series series(String name, Histogram micros) {
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        if (micros.getTotalCount() > 0) {
            double lastPercentile = 100.0 * (1.0 - 1.0 / micros.getTotalCount());
            for (HistogramIterationValue value : micros.percentiles(TICKS_PER_HALF_DISTANCE)) {
                double percentile = Math.min(value.getPercentileLevelIteratedTo(), lastPercentile);
                x.add(Nines.of(percentile));
                y.add(micros.highestEquivalentValue(value.getValueIteratedTo()) / 1000.0);
                if (percentile >= lastPercentile) {
                    break;
                }
            }
        }
        return new Series(name, x, y);
    }
}

package io.msgbench.report;

import io.msgbench.driver.api.ClientMetrics;
import io.msgbench.result.ClientBreakdown;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.LatencyStats;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The 2017 study's latency breakdown over time, one set per result (measure phase): the clients' own time figures
 * of each interval stacked in the order of a message's path, with end-to-end p50 as a line on the same axes; and
 * the producer's free buffer and request rate over time. A result without client figures (loopback, an OMB file)
 * gets none. x = seconds since the measure phase began, as in the other measure-phase charts.
 */
public final class BreakdownCharts {
    static final String X_LABEL = "time in measure phase (s)";
    /**
     * The stacked figures, bottom to top, each with its legend name: the averages of the time a message spends on
     * its path. Maxima and the linger setting are no share of a message's time, so they are not stacked.
     */
    static final Map<String, String> STACKED = stacked();

    private BreakdownCharts() {}

    private static Map<String, String> stacked() {
        Map<String, String> stacked = new LinkedHashMap<>();
        stacked.put(ClientMetrics.SEND_BLOCKED_AVG, "send blocked (avg)");
        stacked.put(ClientMetrics.PRODUCER_QUEUE_AVG, "in producer buffer (avg)");
        stacked.put(ClientMetrics.PRODUCE_REQUEST_AVG, "produce request (avg)");
        stacked.put(ClientMetrics.FETCH_REQUEST_AVG, "fetch request (avg)");
        stacked.put(ClientMetrics.POLL_AVG, "poll (avg)");
        return stacked;
    }

    public static List<Chart> of(List<LabeledResult> runs) {
        List<Chart> charts = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            charts.addAll(forRun(runs.get(i), i + 1));
        }
        return List.copyOf(charts);
    }

    /** The charts of run number {@code number} (1-based, for unique ids); none without measure-phase figures. */
    static List<Chart> forRun(LabeledResult run, int number) {
        RunResult result = run.result();
        List<ClientBreakdown.Sample> samples = result.findings().clientBreakdown().samples().stream()
                .filter(sample -> sample.phase().equals(RunResult.MEASURE_PHASE))
                .toList();
        if (samples.isEmpty() || result.measureIntervals().isEmpty()) {
            return List.of();
        }
        Instant zero = result.measureIntervals().get(0).start();
        List<Chart> charts = new ArrayList<>();
        List<Series> layers = stack(samples, zero);
        if (!layers.isEmpty()) {
            List<Series> series = new ArrayList<>(layers);
            Series p50 = endToEndP50(result, zero);
            if (!p50.isEmpty()) {
                series.add(p50);
            }
            charts.add(new Chart(
                    "breakdown-" + number,
                    run.label() + ": latency breakdown over time (client figures"
                            + " stacked, each band one figure; end-to-end p50 as a line)",
                    X_LABEL,
                    Scale.LINEAR,
                    "ms",
                    Scale.LINEAR,
                    series));
        }
        Series free = figure(samples, zero, "free buffer, least over producers", BreakdownCharts::freeShare);
        if (!free.isEmpty()) {
            charts.add(new Chart(
                    "breakdown-buffer-" + number,
                    run.label() + ": producer's free buffer over time",
                    X_LABEL,
                    Scale.LINEAR,
                    "% of buffer.memory free",
                    Scale.LINEAR,
                    List.of(free)));
        }
        Series requests = figure(
                samples,
                zero,
                "requests/s per producer",
                figures -> figures.getOrDefault(ClientMetrics.PRODUCER_REQUEST_RATE, Double.NaN));
        if (!requests.isEmpty()) {
            charts.add(new Chart(
                    "breakdown-requests-" + number,
                    run.label() + ": producer's request rate over time",
                    X_LABEL,
                    Scale.LINEAR,
                    "requests/s",
                    Scale.LINEAR,
                    List.of(requests)));
        }
        return charts;
    }

    /**
     * One layer per stacked figure any sample has, each the running sum of the layers below and its own figure,
     * on the x of every sample that has a stacked figure (a figure a sample lacks counts 0 there); an hour-long
     * run's layers thinned alike, each keeping its spikes and dips, so the bands stay on one x.
     */
    static List<Series> stack(List<ClientBreakdown.Sample> samples, Instant zero) {
        List<ClientBreakdown.Sample> stacked = samples.stream()
                .filter(sample -> STACKED.keySet().stream().anyMatch(sample.figures()::containsKey))
                .toList();
        List<Double> x =
                stacked.stream().map(sample -> seconds(zero, sample.at())).toList();
        double[] below = new double[stacked.size()];
        List<Series> layers = new ArrayList<>();
        STACKED.forEach((figure, label) -> {
            if (stacked.stream().noneMatch(sample -> sample.figures().containsKey(figure))) {
                return;
            }
            List<Double> y = new ArrayList<>();
            for (int i = 0; i < stacked.size(); i++) {
                below[i] += stacked.get(i).figures().getOrDefault(figure, 0.0);
                y.add(below[i]);
            }
            layers.add(new Series(label, x, y, true));
        });
        return Series.keepingExtremesTogether(layers, TimeSeriesCharts.MAX_POINTS);
    }

    private static Series endToEndP50(RunResult result, Instant zero) {
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (IntervalResult interval : result.measureIntervals()) {
            LatencyStats stats = LatencyStats.of(interval.histograms().get(Metric.END_TO_END_LATENCY));
            if (stats.count() > 0) {
                x.add(seconds(zero, interval.end()));
                y.add(stats.percentile(50.0));
            }
        }
        return new Series("end-to-end p50", x, y).keepingExtremes(TimeSeriesCharts.MAX_POINTS);
    }

    private static Series figure(
            List<ClientBreakdown.Sample> samples,
            Instant zero,
            String name,
            ToDoubleFunction<Map<String, Double>> value) {
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (ClientBreakdown.Sample sample : samples) {
            double v = value.applyAsDouble(sample.figures());
            if (Double.isFinite(v)) {
                x.add(seconds(zero, sample.at()));
                y.add(v);
            }
        }
        return new Series(name, x, y).keepingExtremes(TimeSeriesCharts.MAX_POINTS);
    }

    /** The free buffer as a percentage of the whole; NaN without both figures. */
    static double freeShare(Map<String, Double> figures) {
        Double free = figures.get(ClientMetrics.PRODUCER_BUFFER_FREE_MIN);
        Double total = figures.get(ClientMetrics.PRODUCER_BUFFER_TOTAL);
        return free == null || total == null || total <= 0 ? Double.NaN : 100.0 * free / total;
    }

    /** Seconds rounded to a tenth, as the other time charts do, so the figures and the p50 line share x values. */
    private static double seconds(Instant zero, Instant at) {
        return Math.round(Duration.between(zero, at).toMillis() / 100.0) / 10.0;
    }
}

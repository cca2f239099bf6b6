package io.msgbench.gate;

import io.msgbench.result.LatencyStats;
import io.msgbench.result.MeasureRates;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A figure {@code compare} sets side by side: how to read it from a result, which way is better, and
 * whether it can fail the gate. The extreme tail (p99.9 and beyond, max) is shown but not gated: from
 * a few minutes of load it rests on a handful of samples and swings run to run.
 */
public record GateMetric(
        String name, ToDoubleFunction<RunResult> value, boolean higherIsBetter, boolean gated, boolean latency) {

    public static final List<Double> GATED_PERCENTILES = List.of(50.0, 95.0, 99.0);

    public static List<GateMetric> all() {
        List<GateMetric> metrics = new ArrayList<>();
        metrics.add(new GateMetric("publish rate (msg/s)", MeasureRates::publishRate, true, true, false));
        metrics.add(new GateMetric("consume rate (msg/s)", MeasureRates::consumeRate, true, true, false));
        for (Metric metric : Metric.headline()) {
            metrics.add(latency(metric, "avg", false, r -> r.stats(metric).averageMillis()));
            for (double p : LatencyStats.PERCENTILES) {
                metrics.add(latency(
                        metric,
                        "p" + LatencyStats.text(p),
                        GATED_PERCENTILES.contains(p),
                        r -> r.stats(metric).percentile(p)));
            }
            metrics.add(latency(metric, "max", false, r -> r.stats(metric).maxMillis()));
        }
        return List.copyOf(metrics);
    }

    private static GateMetric latency(
            Metric metric, String statistic, boolean gated, ToDoubleFunction<RunResult> value) {
        return new GateMetric(metric.label() + " " + statistic + " (ms)", value, false, gated, true);
    }
}

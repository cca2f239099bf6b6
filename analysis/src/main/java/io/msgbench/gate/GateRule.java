package io.msgbench.gate;

/**
 * When a difference is a regression rather than noise. With baseline values b₁…bₙ (n ≥ 1), median m and
 * spread s = the largest |bᵢ − m| (0 for a single run):
 * <ul>
 *   <li>lower is better (latency): fails when new &gt; m × (1 + maxRegression) + s and new − m &gt; minLatencyChange;</li>
 *   <li>higher is better (rates): fails when new &lt; m × (1 − maxRegression) − s.</li>
 * </ul>
 * So the bound widens by exactly the run-to-run variation the baseline runs themselves showed, and a
 * latency change below {@code minLatencyChangeMillis} (scheduler and timer noise) never fails.
 */
public record GateRule(double maxRegression, double minLatencyChangeMillis) {
    public static final GateRule DEFAULT = new GateRule(0.10, 0.1);

    public GateRule {
        if (maxRegression < 0 || maxRegression >= 1) {
            throw new IllegalArgumentException("max regression must be in [0%, 100%), got " + maxRegression);
        }
        if (minLatencyChangeMillis < 0) {
            throw new IllegalArgumentException(
                    "the minimum latency change must not be negative, got " + minLatencyChangeMillis + " ms");
        }
    }

    /** The value beyond which the new figure fails. */
    public double bound(GateMetric metric, Spread baseline) {
        return metric.higherIsBetter()
                ? baseline.median() * (1 - maxRegression) - baseline.spread()
                : baseline.median() * (1 + maxRegression) + baseline.spread();
    }

    public boolean regressed(GateMetric metric, Spread baseline, double value) {
        double bound = bound(metric, baseline);
        if (metric.higherIsBetter()) {
            return value < bound;
        }
        boolean aboveNoiseFloor = !metric.latency() || value - baseline.median() > minLatencyChangeMillis;
        return value > bound && aboveNoiseFloor;
    }
}

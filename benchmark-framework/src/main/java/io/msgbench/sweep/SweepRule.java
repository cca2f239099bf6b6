package io.msgbench.sweep;

/**
 * How a rate sweep judges its points: a point is sustained when the achieved publish rate is within
 * {@code tolerance} of the target and its p99 publish latency is at most {@code stopAboveMillis}; the knee
 * is the highest sustained target whose p99 publish latency is at most {@code sloMillis}.
 */
public record SweepRule(double tolerance, double stopAboveMillis, double sloMillis) {
    public SweepRule {
        if (tolerance < 0 || tolerance >= 1) {
            throw new IllegalArgumentException("tolerance must be in [0%, 100%), got " + tolerance);
        }
        if (sloMillis <= 0 || stopAboveMillis <= 0) {
            throw new IllegalArgumentException("the SLO and the latency bound must be positive");
        }
    }
}

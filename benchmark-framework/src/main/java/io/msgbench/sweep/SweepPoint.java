package io.msgbench.sweep;

import io.msgbench.result.MeasureRates;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;

/**
 * One rung of a rate sweep, read from its result: the target, what was achieved, the latencies, and
 * why the sweep would or would not climb past it. Sustained means the producers published and every
 * subscription consumed at least the target less the tolerance, with p99 publish latency within the bound.
 */
public record SweepPoint(
        String driver,
        double targetRate,
        double achievedRate,
        double achievedMegabytesPerSecond,
        double publishP50,
        double publishP95,
        double publishP99,
        double endToEndP50,
        double endToEndP95,
        double endToEndP99,
        Verdict verdict) {

    /** How a point ended. Only {@code SUSTAINED} points may be the knee; the others stop the climb. */
    public enum Verdict {
        SUSTAINED("sustained"),
        SHORT_OF_TARGET("short of target"),
        OVER_LATENCY_BOUND("over latency bound"),
        INCOMPLETE("incomplete run"),
        UNTHROTTLED("unthrottled");

        private final String text;

        Verdict(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    public static SweepPoint of(RunResult result, SweepRule rule) {
        double target = result.shape().targetRate();
        double achieved = MeasureRates.publishRate(result);
        double publishP99 = result.stats(Metric.PUBLISH_LATENCY).percentile(99.0);
        return new SweepPoint(
                result.driverName(),
                target,
                achieved,
                MeasureRates.publishMegabytesPerSecond(result),
                result.stats(Metric.PUBLISH_LATENCY).percentile(50.0),
                result.stats(Metric.PUBLISH_LATENCY).percentile(95.0),
                publishP99,
                result.stats(Metric.END_TO_END_LATENCY).percentile(50.0),
                result.stats(Metric.END_TO_END_LATENCY).percentile(95.0),
                result.stats(Metric.END_TO_END_LATENCY).percentile(99.0),
                verdict(result, rule, achieved, publishP99));
    }

    private static Verdict verdict(RunResult result, SweepRule rule, double achieved, double publishP99) {
        if (!result.complete()) {
            return Verdict.INCOMPLETE;
        }
        if (result.shape().unthrottled()) {
            return Verdict.UNTHROTTLED;
        }
        double floor = result.shape().targetRate() * (1 - rule.tolerance());
        double consumeFloor = floor * result.shape().subscriptionsPerTopic();
        if (achieved < floor || MeasureRates.consumeRate(result) < consumeFloor) {
            return Verdict.SHORT_OF_TARGET;
        }
        return publishP99 > rule.stopAboveMillis() ? Verdict.OVER_LATENCY_BOUND : Verdict.SUSTAINED;
    }

    /** True when the sweep should not try a higher rate after this point. */
    public boolean stopsClimb() {
        return verdict != Verdict.SUSTAINED && verdict != Verdict.UNTHROTTLED;
    }
}

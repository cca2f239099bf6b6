package io.msgbench.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * The target rates of a sweep, lowest first, and the climbing rule: the next rung runs only while every
 * rung so far was sustained; then, once, the unthrottled point (rate 0) if asked for.
 * <pre>{@code
 * RateLadder ladder = new RateLadder(RateLadder.logSpaced(1_000, 100_000, 5), true);  // 1000, 3200, 10000, 32000, 100000, then 0
 * OptionalDouble next = ladder.next(pointsSoFar);
 * }</pre>
 */
public record RateLadder(List<Double> rates, boolean unthrottledPoint) implements RateChooser {
    public static final double UNTHROTTLED = 0;

    public RateLadder {
        rates = rates.stream().sorted().toList();
        if (rates.isEmpty() || rates.get(0) <= 0) {
            throw new IllegalArgumentException("a sweep needs at least one positive target rate");
        }
    }

    /** {@code steps} rates from {@code from} to {@code to}, evenly spaced on a log axis, two significant digits. */
    public static List<Double> logSpaced(double from, double to, int steps) {
        if (from <= 0 || to < from || steps < 1 || (steps == 1 && to != from)) {
            throw new IllegalArgumentException("need 0 < from <= to and at least 2 steps (1 when from = to)");
        }
        List<Double> rates = new ArrayList<>();
        for (int i = 0; i < steps; i++) {
            double rate = steps == 1 ? from : from * Math.pow(to / from, i / (double) (steps - 1));
            rates.add(twoSignificantDigits(rate));
        }
        return rates.stream().distinct().toList();
    }

    private static double twoSignificantDigits(double value) {
        double scale = Math.pow(10, Math.floor(Math.log10(value)) - 1);
        return Math.round(value / scale) * scale;
    }

    /** The next target rate, {@link #UNTHROTTLED} for the final point, or empty when the sweep is over. */
    @Override
    public OptionalDouble next(List<SweepPoint> done) {
        boolean stopped = done.stream().anyMatch(SweepPoint::stopsClimb);
        long throttledDone = done.stream()
                .filter(p -> p.verdict() != SweepPoint.Verdict.UNTHROTTLED)
                .count();
        boolean unthrottledDone = done.stream().anyMatch(p -> p.targetRate() <= 0);
        if (!stopped && throttledDone < rates.size() && !unthrottledDone) {
            return OptionalDouble.of(rates.get((int) throttledDone));
        }
        return unthrottledPoint && !unthrottledDone ? OptionalDouble.of(UNTHROTTLED) : OptionalDouble.empty();
    }
}

package io.msgbench.result;

import java.util.function.ToDoubleFunction;

/**
 * A run's rates over its whole measure phase: messages (or bytes) over seconds, never an average of
 * the intervals' rates, so a short last interval weighs what it lasted.
 */
public final class MeasureRates {
    private MeasureRates() {}

    public static double publishRate(RunResult result) {
        return rate(result, i -> i.counts().acked());
    }

    public static double consumeRate(RunResult result) {
        return rate(result, i -> i.counts().received());
    }

    public static double publishMegabytesPerSecond(RunResult result) {
        return rate(result, i -> i.counts().sentBytes()) / (1024 * 1024);
    }

    private static double rate(RunResult result, ToDoubleFunction<IntervalResult> amount) {
        double seconds = 0;
        double total = 0;
        for (IntervalResult interval : result.measureIntervals()) {
            seconds += interval.seconds();
            total += amount.applyAsDouble(interval);
        }
        return seconds == 0 ? 0 : total / seconds;
    }
}

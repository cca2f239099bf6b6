package io.msgbench.result;

import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * A histogram rebuilt from percentiles alone (OMB's result files keep no histograms): {@code count} values, each
 * percentile's share recorded at that percentile's value, so reading the histogram back at any percentile that was
 * given returns its value (within the histogram's 3 significant digits).
 */
final class QuantileHistogram {
    private QuantileHistogram() {}

    /** @param percentiles percentile (0–100) → value in µs; the largest percentile's value is the maximum */
    static Histogram of(Map<Double, Long> percentiles, long count) {
        Histogram histogram = new Histogram(3);
        TreeMap<Double, Long> sorted = new TreeMap<>(percentiles);
        long recorded = 0;
        for (Map.Entry<Double, Long> entry : sorted.entrySet()) {
            long upTo = Math.max(recorded, rank(entry.getKey(), count));
            if (entry.getKey().equals(sorted.lastKey())) {
                upTo = Math.max(upTo, recorded + 1); // the largest value, the maximum, is always recorded
            }
            if (upTo > recorded) {
                histogram.recordValueWithCount(Math.max(0, entry.getValue()), upTo - recorded);
                recorded = upTo;
            }
        }
        return histogram;
    }

    /**
     * How many values lie at or below a percentile, counted as HdrHistogram counts when it reads one back
     * ({@code getValueAtPercentile}: one ulp below the percentile, rounded up), so each value reads back at its own
     * percentile whatever the count (OMB's counts are rates times 10 s, rarely round).
     */
    private static long rank(double percentile, long count) {
        return (long) Math.ceil(Math.nextAfter(percentile, Double.NEGATIVE_INFINITY) * count / 100.0);
    }
}

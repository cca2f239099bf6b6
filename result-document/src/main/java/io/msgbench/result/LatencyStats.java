package io.msgbench.result;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * A latency histogram (recorded in microseconds) read out in milliseconds: average, the percentiles
 * of {@link #PERCENTILES}, maximum. The list is data: the table, the JSON and the progress line all
 * iterate it, so adding a percentile is one edit.
 */
public record LatencyStats(long count, double averageMillis, Map<Double, Double> percentileMillis, double maxMillis) {
    public static final List<Double> PERCENTILES = List.of(50.0, 75.0, 95.0, 99.0, 99.9, 99.99);

    public static LatencyStats of(Histogram micros) {
        Map<Double, Double> percentiles = new LinkedHashMap<>();
        for (double p : PERCENTILES) {
            percentiles.put(p, millis(micros.getValueAtPercentile(p)));
        }
        double average = micros.getTotalCount() == 0 ? 0 : micros.getMean() / 1000.0;
        return new LatencyStats(micros.getTotalCount(), average, percentiles, millis(micros.getMaxValue()));
    }

    public double percentile(double p) {
        return percentileMillis.get(p);
    }

    private static double millis(long micros) {
        return micros / 1000.0;
    }

    /** OMB's name for a percentile: 50 → "50pct", 99.9 → "999pct", 99.99 → "9999pct". */
    public static String ombSuffix(double percentile) {
        return text(percentile).replace(".", "") + "pct";
    }

    /** A percentile as people write it: 50 → "50", 99.9 → "99.9". */
    public static String text(double percentile) {
        return percentile == Math.rint(percentile) ? String.valueOf((long) percentile) : String.valueOf(percentile);
    }
}

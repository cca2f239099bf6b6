package io.msgbench.gate;

import java.util.Arrays;
import java.util.List;

/** The median of repeated runs' values and their spread: the largest distance of one run from the median. */
public record Spread(double median, double spread, int runs) {

    public static Spread of(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("no values");
        }
        double[] sorted =
                values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        double spread =
                Arrays.stream(sorted).map(v -> Math.abs(v - median)).max().orElse(0);
        return new Spread(median, spread, n);
    }
}

package io.msgbench.perf;

import java.util.List;

/** Repeated measurements of one figure: their median and their range, as a skeptic wants to see them. */
record RepeatedFigure(List<Double> values, double median, double min, double max) {

    static RepeatedFigure of(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("no values");
        }
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        return new RepeatedFigure(List.copyOf(values), median, sorted.get(0), sorted.get(n - 1));
    }

    /** "1,700,000 – 1,880,000", scaled by {@code scale}. */
    String text(double scale) {
        return Report.number(min * scale) + " – " + Report.number(max * scale);
    }
}

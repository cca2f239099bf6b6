package io.msgbench.report;

import java.util.ArrayList;
import java.util.List;

/** One line on a chart: a run's label and its points, x and y of the same length. */
public record Series(String name, List<Double> x, List<Double> y) {

    public Series {
        if (x.size() != y.size()) {
            throw new IllegalArgumentException("series " + name + ": " + x.size() + " x values, " + y.size() + " y");
        }
        x = List.copyOf(x);
        y = List.copyOf(y);
    }

    /** The same line without the points a logarithmic axis cannot show (zero or below). */
    public Series positiveOnly(boolean xLog, boolean yLog) {
        List<Double> keptX = new ArrayList<>();
        List<Double> keptY = new ArrayList<>();
        for (int i = 0; i < x.size(); i++) {
            if ((!xLog || x.get(i) > 0) && (!yLog || y.get(i) > 0)) {
                keptX.add(x.get(i));
                keptY.add(y.get(i));
            }
        }
        return new Series(name, keptX, keptY);
    }

    public boolean isEmpty() {
        return x.isEmpty();
    }
}

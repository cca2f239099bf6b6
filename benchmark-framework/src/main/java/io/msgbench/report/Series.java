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

    /**
     * At most {@code maxPoints} points, keeping every spike and dip: the points are cut into runs of equal length
     * and each run keeps its lowest and highest point, in their order. An hour sampled each second stays
     * readable, and no maximum (a latency spike, a GC pause) is averaged away. Fewer points: the line itself.
     */
    public Series keepingExtremes(int maxPoints) {
        if (x.size() <= maxPoints) {
            return this;
        }
        int run = (int) Math.ceil(x.size() / (maxPoints / 2.0));
        List<Double> keptX = new ArrayList<>();
        List<Double> keptY = new ArrayList<>();
        for (int start = 0; start < x.size(); start += run) {
            int end = Math.min(start + run, x.size());
            int low = start;
            int high = start;
            for (int i = start; i < end; i++) {
                low = y.get(i) < y.get(low) ? i : low;
                high = y.get(i) > y.get(high) ? i : high;
            }
            for (int i : low == high ? new int[] {low} : new int[] {Math.min(low, high), Math.max(low, high)}) {
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

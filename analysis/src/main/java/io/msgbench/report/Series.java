package io.msgbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * One line on a chart: a run's label (or a figure's name) and its points, x and y of the same length.
 *
 * @param stacked whether this is a layer of a stack: its y is already the running sum of the layers below it and
 *                its own figure, and the renderers fill the band between it and the stacked series before it in the
 *                chart (the x axis for the first); a plain line otherwise
 */
public record Series(String name, List<Double> x, List<Double> y, boolean stacked) {

    public Series {
        if (x.size() != y.size()) {
            throw new IllegalArgumentException("series " + name + ": " + x.size() + " x values, " + y.size() + " y");
        }
        x = List.copyOf(x);
        y = List.copyOf(y);
    }

    /** A plain line. */
    public Series(String name, List<Double> x, List<Double> y) {
        this(name, x, y, false);
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
        return new Series(name, keptX, keptY, stacked);
    }

    /**
     * At most {@code maxPoints} points, keeping every spike and dip: the points are cut into runs of equal length
     * and each run keeps its lowest and highest point, in their order. An hour sampled each second stays
     * readable, and no maximum (a latency spike, a GC pause) is averaged away. Fewer points: the line itself.
     */
    public Series keepingExtremes(int maxPoints) {
        return keepingExtremesTogether(List.of(this), maxPoints).get(0);
    }

    /**
     * Layers on one x (a stack's bands) thinned alike, so that they stay aligned: every run keeps the lowest and
     * highest point of each layer, and each layer keeps all of the run's kept x values. At most {@code maxPoints}
     * points per layer; none is thinned while they fit.
     */
    public static List<Series> keepingExtremesTogether(List<Series> layers, int maxPoints) {
        int points = layers.isEmpty() ? 0 : layers.get(0).x.size();
        if (layers.stream().anyMatch(layer -> layer.x.size() != points)) {
            throw new IllegalArgumentException("layers of different lengths cannot be thinned alike");
        }
        if (points <= maxPoints) {
            return layers;
        }
        int keptPerRun = 2 * layers.size();
        int run = (int) Math.ceil(points / (double) Math.max(1, maxPoints / keptPerRun));
        SortedSet<Integer> kept = new TreeSet<>();
        for (int start = 0; start < points; start += run) {
            int end = Math.min(start + run, points);
            for (Series layer : layers) {
                kept.addAll(layer.extremesBetween(start, end));
            }
        }
        return layers.stream().map(layer -> layer.at(kept)).toList();
    }

    /** The indices of the lowest and highest y in [start, end). */
    private List<Integer> extremesBetween(int start, int end) {
        int low = start;
        int high = start;
        for (int i = start; i < end; i++) {
            low = y.get(i) < y.get(low) ? i : low;
            high = y.get(i) > y.get(high) ? i : high;
        }
        return List.of(low, high);
    }

    private Series at(SortedSet<Integer> indices) {
        List<Double> keptX = new ArrayList<>();
        List<Double> keptY = new ArrayList<>();
        for (int i : indices) {
            keptX.add(x.get(i));
            keptY.add(y.get(i));
        }
        return new Series(name, keptX, keptY, stacked);
    }

    public boolean isEmpty() {
        return x.isEmpty();
    }
}

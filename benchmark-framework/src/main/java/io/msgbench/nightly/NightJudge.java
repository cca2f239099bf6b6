package io.msgbench.nightly;

import io.msgbench.changepoint.ChangePoint;
import io.msgbench.changepoint.EDivisive;
import io.msgbench.history.History;
import io.msgbench.history.HistoryEntry;
import io.msgbench.history.NightValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Judges the latest night of a history: E-divisive change points in each gated figure (a regression when one in
 * the bad direction starts in the last {@code window} nights and moved the figure by at least {@code minChange}),
 * and the suite's absolute bounds on the latest night's results.
 */
public final class NightJudge {
    private final Gates gates;

    public NightJudge(Gates gates) {
        this.gates = gates;
    }

    public NightVerdict judge(History history) {
        List<String> nights = history.nights();
        List<FigureTrend> trends = new ArrayList<>();
        EDivisive detector =
                gates.detector(history.seriesKeys().size() * gates.figures().size());
        for (String key : history.seriesKeys()) {
            for (String figure : gates.figures()) {
                trends.add(trend(detector, key, figure, history.series(key, figure), nights));
            }
        }
        String latest = nights.isEmpty() ? null : nights.get(nights.size() - 1);
        return new NightVerdict(latest, trends, breaches(history, latest));
    }

    /** The change points of one figure; those smaller than {@code minChange} are left out. */
    private FigureTrend trend(
            EDivisive detector, String key, String figure, List<NightValue> values, List<String> nights) {
        double[] series = values.stream().mapToDouble(NightValue::value).toArray();
        List<ChangePoint> changes = detector.find(series).stream()
                .filter(c -> Math.abs(c.relativeChange()) >= gates.minChange())
                .toList();
        boolean higherIsBetter = SuiteFigures.higherIsBetter(figure);
        FigureTrend unjudged = new FigureTrend(key, figure, higherIsBetter, values, changes, List.of());
        List<String> recent = nights.subList(Math.max(0, nights.size() - gates.window()), nights.size());
        List<ChangePoint> regressions = changes.stream()
                .filter(c ->
                        unjudged.worse(c) && recent.contains(unjudged.startOf(c).night()))
                .toList();
        return new FigureTrend(key, figure, higherIsBetter, values, changes, regressions);
    }

    private List<BoundBreach> breaches(History history, String latest) {
        List<BoundBreach> breaches = new ArrayList<>();
        if (latest == null) {
            return breaches;
        }
        for (String key : history.seriesKeys()) {
            for (Bound bound : gates.bounds()) {
                List<NightValue> values = history.series(key, bound.figure());
                // lost counts every result of the night, the worst one; other figures the night's median
                double value = bound.figure().equals(HistoryEntry.LOST)
                        ? worstLost(history, key, latest)
                        : values.stream()
                                .filter(v -> v.night().equals(latest))
                                .mapToDouble(NightValue::value)
                                .findFirst()
                                .orElse(Double.NaN);
                if (!Double.isNaN(value) && !bound.holds(value)) {
                    breaches.add(new BoundBreach(key, bound, value));
                }
            }
        }
        return breaches;
    }

    private static double worstLost(History history, String key, String night) {
        return history.entriesOf(night).stream()
                .filter(e -> e.seriesKey().equals(key))
                .mapToDouble(e -> e.figures().getOrDefault(HistoryEntry.LOST, 0.0))
                .max()
                .orElse(Double.NaN);
    }
}

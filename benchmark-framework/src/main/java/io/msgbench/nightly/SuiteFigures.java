package io.msgbench.nightly;

import io.msgbench.driver.api.NearestName;
import io.msgbench.gate.GateMetric;
import io.msgbench.history.HistoryEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The figures a suite may gate or bound: every {@link GateMetric} plus {@code lost}. A suite may name one in full
 * ({@code "Publishing p99 (ms)"}) or without case and unit ({@code "publishing p99"}).
 */
public final class SuiteFigures {
    private SuiteFigures() {}

    public static List<String> names() {
        List<String> names =
                new ArrayList<>(GateMetric.all().stream().map(GateMetric::name).toList());
        names.add(HistoryEntry.LOST);
        return names;
    }

    public static Optional<String> find(String given) {
        String wanted = plain(given);
        return names().stream().filter(name -> plain(name).equals(wanted)).findFirst();
    }

    /** The figure whose name is closest to a misspelt one, if one is close. */
    public static Optional<String> nearest(String given) {
        List<String> names = names();
        List<String> plain = names.stream().map(SuiteFigures::plain).toList();
        return NearestName.of(plain(given), plain).map(found -> names.get(plain.indexOf(found)));
    }

    /** Whether a larger value is better; {@code lost} and latencies are better smaller. */
    static boolean higherIsBetter(String name) {
        return GateMetric.all().stream()
                .filter(m -> m.name().equals(name))
                .findFirst()
                .map(GateMetric::higherIsBetter)
                .orElse(false);
    }

    /** The figures {@code compare} gates: the default for a suite that names none. */
    static List<String> gated() {
        return GateMetric.all().stream()
                .filter(GateMetric::gated)
                .map(GateMetric::name)
                .toList();
    }

    private static String plain(String name) {
        return name.replaceAll("\\s*\\([^)]*\\)\\s*$", "").strip().toLowerCase(Locale.ROOT);
    }
}

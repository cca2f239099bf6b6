package io.msgbench.history;

import io.msgbench.gate.GateMetric;
import io.msgbench.result.RunResult;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * One result of one night as the history's index keeps it: where its file is, what it ran on (environment,
 * driver settings, commit) and its figures, so that queries and the change-point search need not re-read
 * every result file.
 *
 * @param file the result file, relative to the history folder
 * @param figures every {@link GateMetric}'s value by name, plus {@link #LOST}
 */
public record HistoryEntry(
        String night,
        String commit,
        String recorded,
        String workload,
        String driver,
        boolean complete,
        String file,
        Map<String, String> environment,
        Map<String, String> driverSettings,
        Map<String, Double> figures) {
    /** The figure holding the count of acknowledged messages never received. */
    public static final String LOST = "lost";

    public HistoryEntry {
        environment = Collections.unmodifiableMap(new TreeMap<>(environment == null ? Map.of() : environment));
        driverSettings = Collections.unmodifiableMap(new TreeMap<>(driverSettings == null ? Map.of() : driverSettings));
        figures = figures == null ? null : ordered(figures);
    }

    public static HistoryEntry of(String night, String commit, RunResult result, String file) {
        Map<String, Double> figures = new LinkedHashMap<>();
        if (result.counts() != null) {
            for (GateMetric metric : GateMetric.all()) {
                double value = metric.value().applyAsDouble(result);
                if (Double.isFinite(value)) {
                    figures.put(metric.name(), value);
                }
            }
            figures.put(LOST, (double) result.counts().lost());
        }
        return new HistoryEntry(
                night,
                commit,
                result.start().toString(),
                result.workloadName(),
                result.driverName(),
                result.complete(),
                file,
                result.environment().values(),
                result.driverSettings(),
                figures);
    }

    /** An unmodifiable copy in the given order (figures in the gate's order), so that index lines read alike. */
    private static <V> Map<String, V> ordered(Map<String, V> values) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** Which line of the charts this result belongs to: the same workload on the same driver. */
    public String seriesKey() {
        return driver + " · " + workload;
    }
}

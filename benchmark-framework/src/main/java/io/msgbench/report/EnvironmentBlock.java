package io.msgbench.report;

import io.msgbench.result.RunResult;
import io.msgbench.result.RunShape;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a reader needs to trust a run's numbers: the load's shape, the durability in force named plainly,
 * the workers and clock offsets where the environment records them, versions and the delivery counts.
 */
final class EnvironmentBlock {
    private EnvironmentBlock() {
    }

    static List<List<String>> rows(RunResult result) {
        List<List<String>> rows = new ArrayList<>();
        RunShape shape = result.shape();
        rows.add(List.of("status", result.status().name().toLowerCase(Locale.ROOT)
                + (result.failure() == null ? "" : ": " + result.failure())));
        rows.add(List.of("driver", result.driverName()));
        rows.add(List.of("durability", result.driverSettings().getOrDefault("durability", "not stated by the driver")));
        rows.add(List.of("workload", result.workloadName()));
        rows.add(List.of("load", String.format(Locale.ROOT, "%d topic(s) × %d partition(s), %d producer(s) and %d "
                        + "subscription(s) per topic, %d consumer(s) per topic, %d-byte messages, %s, keys %s",
                shape.topics(), shape.partitionsPerTopic(), shape.producersPerTopic(), shape.subscriptionsPerTopic(),
                shape.consumersPerTopic(), shape.effectiveMessageSize(),
                shape.unthrottled() ? "unthrottled" : String.format(Locale.ROOT, "%.0f msg/s", shape.targetRate()),
                shape.keyDistributor())));
        rows.add(List.of("workers", result.environment().values().getOrDefault("workers", "1 (in-process)")));
        rows.add(List.of("period", result.start() + " → " + result.end()));
        rows.add(List.of("messages", RunTables.counts(result.counts())));
        new TreeMap<>(result.driverSettings()).forEach((key, value) -> rows.add(List.of("driver: " + key, value)));
        new TreeMap<>(result.environment().values()).forEach((key, value) -> rows.add(List.of(key, value)));
        result.warnings().forEach(warning -> rows.add(List.of("warning", warning)));
        return rows;
    }

    /** The driver and workload files as the run read them (placeholders filled in). */
    static String configs(RunResult result) {
        return "driver:\n" + text(result.driverConfig()) + "\nworkload:\n" + text(result.workloadConfig());
    }

    private static String text(Map<String, Object> config) {
        StringBuilder text = new StringBuilder();
        config.forEach((key, value) -> {
            String shown = String.valueOf(value).strip();
            if (shown.contains("\n")) {
                text.append("  ").append(key).append(": |\n");
                shown.lines().forEach(line -> text.append("    ").append(line).append('\n'));
            } else {
                text.append("  ").append(key).append(": ").append(shown).append('\n');
            }
        });
        return text.toString();
    }
}

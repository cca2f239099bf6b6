package io.msgbench.report;

import io.msgbench.result.Distribution;
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
    private EnvironmentBlock() {}

    static List<List<String>> rows(RunResult result) {
        List<List<String>> rows = new ArrayList<>();
        RunShape shape = result.shape();
        rows.add(List.of(
                "status",
                result.status().name().toLowerCase(Locale.ROOT)
                        + (result.failure() == null ? "" : ": " + result.failure())));
        rows.add(List.of("driver", result.driverName()));
        rows.add(List.of("durability", result.driverSettings().getOrDefault("durability", "not stated by the driver")));
        rows.add(List.of("workload", result.workloadName()));
        rows.add(List.of(
                "load",
                String.format(
                        Locale.ROOT,
                        "%d topic(s) × %d partition(s), %d producer(s) and %d "
                                + "subscription(s) per topic, %d consumer(s) per topic, %d-byte messages, %s, keys %s",
                        shape.topics(),
                        shape.partitionsPerTopic(),
                        shape.producersPerTopic(),
                        shape.subscriptionsPerTopic(),
                        shape.consumersPerTopic(),
                        shape.effectiveMessageSize(),
                        shape.unthrottled()
                                ? "unthrottled"
                                : String.format(Locale.ROOT, "%.0f msg/s", shape.targetRate()),
                        shape.keyDistributor())));
        if ("out-of-band".equals(shape.header())) {
            rows.add(List.of(
                    "header",
                    "msgbench's 28-byte header out of band, beside each " + shape.effectiveMessageSize()
                            + "-byte payload"));
        }
        rows.add(List.of("workers", workers(result)));
        rows.add(List.of("period", result.start() + " → " + result.end()));
        rows.add(List.of("messages", RunTables.counts(result)));
        new TreeMap<>(result.driverSettings()).forEach((key, value) -> rows.add(List.of("driver: " + key, value)));
        new TreeMap<>(result.findings().topicFacts())
                .forEach((key, value) -> rows.add(List.of("topics: " + key, value)));
        new TreeMap<>(result.environment().values()).forEach((key, value) -> rows.add(List.of(key, value)));
        result.warnings().forEach(warning -> rows.add(List.of("warning", warning)));
        return rows;
    }

    /** Where the clients ran: in-process, or each worker JVM with its share and clock, and the end-to-end verdict. */
    static String workers(RunResult result) {
        Distribution distribution = result.distribution();
        if (result.fromOmb()) {
            return "not recorded (an OMB result)";
        }
        if (distribution == null) {
            return "1 (in-process)";
        }
        StringBuilder text =
                new StringBuilder(distribution.workers().size() + " worker JVMs, " + distribution.mode() + " mode:");
        for (Distribution.WorkerRecord worker : distribution.workers()) {
            text.append(String.format(
                    Locale.ROOT,
                    " %s (%d producers, %d consumers%s%s);",
                    worker.url(),
                    worker.producers(),
                    worker.consumers(),
                    worker.clockBefore() == null
                            ? ""
                            : String.format(
                                    Locale.ROOT,
                                    ", clock offset %.3f ms ± %.3f ms",
                                    worker.clockBefore().offsetNanos() / 1e6,
                                    worker.clockBefore().errorBoundNanos() / 1e6),
                    worker.lost() ? ", LOST" : ""));
        }
        Distribution.EndToEndClock clock = distribution.endToEnd();
        if (clock != null && (clock.crossHost() || clock.unreliable())) {
            text.append(String.format(
                    Locale.ROOT,
                    " end-to-end %s: clock error bound %.3f ms%s",
                    clock.crossHost() ? "crosses hosts" : "spans workers on one host",
                    clock.clockErrorBoundMicros() / 1000.0,
                    clock.unreliable() ? ", MARKED UNRELIABLE" : ""));
        }
        return text.toString();
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

package io.msgbench.gate;

import io.msgbench.result.DeliveryCounts;
import io.msgbench.result.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToLongFunction;

/**
 * One workload on one driver: the baseline runs against the new runs, figure by figure. New runs repeated
 * are summarised by their median; any lost message or incomplete new run fails, whatever the thresholds.
 */
public final class Comparison {
    /** One line of the table. */
    public record Row(String metric, String baseline, String value, String change, String bound, String verdict) {}

    public static final String REGRESSION = "REGRESSION";

    private final String name;
    private final List<Row> rows = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();

    public Comparison(String name, List<RunResult> baseline, List<RunResult> candidate, GateRule rule) {
        this.name = name;
        for (GateMetric metric : GateMetric.all()) {
            compare(metric, baseline, candidate, rule);
        }
        checkCounts(baseline, candidate);
    }

    private void compare(GateMetric metric, List<RunResult> baseline, List<RunResult> candidate, GateRule rule) {
        Spread before =
                Spread.of(baseline.stream().map(metric.value()::applyAsDouble).toList());
        double after = Spread.of(
                        candidate.stream().map(metric.value()::applyAsDouble).toList())
                .median();
        String verdict = "info";
        String bound = "";
        if (metric.gated()) {
            bound = (metric.higherIsBetter() ? "≥ " : "≤ ") + number(rule.bound(metric, before));
            verdict = rule.regressed(metric, before, after) ? REGRESSION : "ok";
        }
        String baselineText = number(before.median()) + (before.runs() > 1 ? " ±" + number(before.spread()) : "");
        rows.add(new Row(metric.name(), baselineText, number(after), change(before.median(), after), bound, verdict));
        if (REGRESSION.equals(verdict)) {
            failures.add(name + ": " + metric.name() + " " + number(after) + " vs baseline " + baselineText + " (bound "
                    + bound + ")");
        }
    }

    private static final String UNKNOWN = "unknown (OMB)";

    private void checkCounts(List<RunResult> baseline, List<RunResult> candidate) {
        if (candidate.stream().allMatch(RunResult::fromOmb)) {
            rows.add(new Row("lost, duplicated, out of order", "", UNKNOWN, "", "", "not judged"));
            return; // an OMB result counts none of them
        }
        long lost = sum(candidate, DeliveryCounts::lost);
        rows.add(new Row(
                "lost",
                baseline.stream().allMatch(RunResult::fromOmb)
                        ? UNKNOWN
                        : String.valueOf(sum(baseline, DeliveryCounts::lost)),
                String.valueOf(lost),
                "",
                "0",
                lost > 0 ? REGRESSION : "ok"));
        if (lost > 0) {
            failures.add(name + ": " + lost + " acknowledged messages lost");
        }
        countRow("duplicated", baseline, candidate, DeliveryCounts::duplicated);
        countRow("out of order", baseline, candidate, DeliveryCounts::outOfOrder);
        countRow("failed sends", baseline, candidate, DeliveryCounts::failed);
        candidate.stream()
                .filter(r -> !r.complete())
                .forEach(r -> failures.add(name + ": new run " + r.runId() + " incomplete: " + r.failure()));
    }

    /** A count that fails only when it exceeds the worst baseline run (retries may duplicate legitimately). */
    private void countRow(
            String label, List<RunResult> baseline, List<RunResult> candidate, ToLongFunction<DeliveryCounts> count) {
        long worstBefore = baseline.stream()
                .mapToLong(r -> count.applyAsLong(r.counts()))
                .max()
                .orElse(0);
        long worstAfter = candidate.stream()
                .mapToLong(r -> count.applyAsLong(r.counts()))
                .max()
                .orElse(0);
        boolean worse = worstAfter > worstBefore;
        rows.add(new Row(
                label,
                baselineCount(baseline, count),
                String.valueOf(worstAfter),
                "",
                "≤ " + worstBefore,
                worse ? REGRESSION : "ok"));
        if (worse) {
            failures.add(name + ": " + label + " " + worstAfter + " vs at most " + worstBefore + " in the baseline");
        }
    }

    /** The baseline's count as shown; unknown where the baseline is OMB's (it counts none), judged as 0. */
    private static String baselineCount(List<RunResult> baseline, ToLongFunction<DeliveryCounts> count) {
        return baseline.stream().allMatch(RunResult::fromOmb)
                ? UNKNOWN
                : String.valueOf(baseline.stream()
                        .mapToLong(r -> count.applyAsLong(r.counts()))
                        .max()
                        .orElse(0));
    }

    private static long sum(List<RunResult> results, ToLongFunction<DeliveryCounts> count) {
        return results.stream().mapToLong(r -> count.applyAsLong(r.counts())).sum();
    }

    private static String change(double before, double after) {
        if (before == 0) {
            return after == 0 ? "0.0%" : "new";
        }
        return String.format(Locale.ROOT, "%+.1f%%", 100 * (after - before) / before);
    }

    static String number(double value) {
        return String.format(Locale.ROOT, Math.abs(value) >= 100 ? "%.1f" : "%.3f", value);
    }

    public String name() {
        return name;
    }

    public List<Row> rows() {
        return List.copyOf(rows);
    }

    public List<String> failures() {
        return List.copyOf(failures);
    }
}

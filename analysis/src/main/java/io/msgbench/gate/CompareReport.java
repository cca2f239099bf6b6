package io.msgbench.gate;

import io.msgbench.result.RunResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * {@code compare}'s answer: results grouped by workload and driver, each group of new runs compared with
 * the baseline runs of the same group, a table per group and the list of failures. A baseline group
 * without new runs fails (the nightly job lost a workload); a new group without a baseline is only noted.
 * <pre>{@code
 * CompareReport report = CompareReport.of(baselineResults, newResults, GateRule.DEFAULT);
 * System.out.print(report.text());
 * return report.failed() ? ExitCode.REGRESSION : ExitCode.OK;
 * }</pre>
 */
public final class CompareReport {
    /** What differs when an OMB result is compared with msgbench's: said wherever the two meet. */
    public static final String OMB_MEANING = "OMB results compared: OMB's publish and end-to-end latencies count from"
            + " the send call, msgbench's from the intended send time (so msgbench's include any wait to send, and"
            + " read higher under load); OMB's end-to-end has whole-millisecond resolution, and its counts are"
            + " estimated from its rates";

    private final List<Comparison> comparisons = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    private CompareReport() {}

    public static CompareReport of(List<RunResult> baseline, List<RunResult> candidate, GateRule rule) {
        CompareReport report = new CompareReport();
        Map<String, List<RunResult>> before = group(baseline);
        Map<String, List<RunResult>> after = group(candidate);
        before.forEach((key, runs) -> {
            if (after.containsKey(key)) {
                Comparison comparison = new Comparison(key, runs, after.get(key), rule);
                report.comparisons.add(comparison);
                report.failures.addAll(comparison.failures());
            } else {
                report.failures.add(key + ": in the baseline but no new result");
            }
        });
        after.keySet().stream()
                .filter(key -> !before.containsKey(key))
                .forEach(key -> report.notes.add(key + ": new result without a baseline; not compared"));
        boolean anyOmb = Stream.concat(baseline.stream(), candidate.stream()).anyMatch(RunResult::fromOmb);
        boolean allOmb = Stream.concat(baseline.stream(), candidate.stream()).allMatch(RunResult::fromOmb);
        if (anyOmb && !allOmb && !report.comparisons.isEmpty()) {
            report.notes.add(OMB_MEANING);
        }
        return report;
    }

    private static Map<String, List<RunResult>> group(List<RunResult> results) {
        Map<String, List<RunResult>> groups = new LinkedHashMap<>();
        for (RunResult result : results) {
            groups.computeIfAbsent(result.workloadName() + " on " + result.driverName(), k -> new ArrayList<>())
                    .add(result);
        }
        return groups;
    }

    public boolean failed() {
        return !failures.isEmpty();
    }

    public List<String> failures() {
        return List.copyOf(failures);
    }

    public List<Comparison> comparisons() {
        return List.copyOf(comparisons);
    }

    public String text() {
        StringBuilder out = new StringBuilder();
        for (Comparison comparison : comparisons) {
            out.append("== ").append(comparison.name()).append(" ==\n");
            out.append(String.format(
                    Locale.ROOT,
                    "%-30s %18s %12s %8s %14s  %s%n",
                    "figure",
                    "baseline",
                    "new",
                    "change",
                    "bound",
                    "verdict"));
            for (Comparison.Row row : comparison.rows()) {
                out.append(String.format(
                        Locale.ROOT,
                        "%-30s %18s %12s %8s %14s  %s%n",
                        row.metric(),
                        row.baseline(),
                        row.value(),
                        row.change(),
                        row.bound(),
                        row.verdict()));
            }
            out.append('\n');
        }
        notes.forEach(note -> out.append("note: ").append(note).append('\n'));
        if (failures.isEmpty()) {
            out.append("No regression.\n");
        } else {
            out.append(failures.size()).append(" regression(s):\n");
            failures.forEach(failure -> out.append("  ").append(failure).append('\n'));
        }
        return out.toString();
    }
}

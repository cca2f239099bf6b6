package io.msgbench.study;

import io.msgbench.result.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Our figures beside the study's: for each experiment and each figure the study published, the published value,
 * ours (from the experiment's result, when it ran) and their ratio.
 *
 * @param results experiment id → the result of its run here (absent when it did not run or failed to)
 */
public record StudyComparison(Study study, Map<String, RunResult> results) {
    public static final List<String> HEADER =
            List.of("test", "experiment", "figure", "published", "ours", "ours / published");
    /** The published cell of a figure the study drew but gave no value for. */
    static final String NOT_PUBLISHED = "(charted, no value)";

    /**
     * The header, then one row per experiment and published figure, then one per figure it shows unpublished (one
     * row saying so where it has neither).
     */
    public List<List<String>> rows() {
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        for (Experiment experiment : study.experiments()) {
            Optional<RunResult> result = Optional.ofNullable(results.get(experiment.id()));
            if (experiment.published().isEmpty() && experiment.shown().isEmpty()) {
                rows.add(List.of(
                        experiment.id(),
                        experiment.label(),
                        "(the study published no figure for it)",
                        "",
                        result.map(r -> "ran").orElse("not run"),
                        ""));
            }
            experiment.published().forEach((figure, published) -> {
                Optional<OptionalDouble> ours = result.map(r -> StudyFigures.value(figure, r));
                rows.add(List.of(
                        experiment.id(),
                        experiment.label(),
                        figure,
                        number(published),
                        result.map(r -> ours(figure, r)).orElse("not run"),
                        ours.filter(OptionalDouble::isPresent)
                                .map(value -> number(value.getAsDouble() / published))
                                .orElse("")));
            });
            experiment.shown().stream()
                    .filter(figure -> !experiment.published().containsKey(figure))
                    .forEach(figure -> rows.add(List.of(
                            experiment.id(),
                            experiment.label(),
                            figure,
                            NOT_PUBLISHED,
                            result.map(r -> ours(figure, r)).orElse("not run"),
                            "")));
        }
        return rows;
    }

    /** Our value of {@code figure} in {@code result}, or "not reported" where the run has none. */
    private static String ours(String figure, RunResult result) {
        OptionalDouble value = StudyFigures.value(figure, result);
        return value.isPresent() ? number(value.getAsDouble()) : "not reported";
    }

    /** The rows as aligned text, for the console: text columns to the left, figures to the right. */
    public String text() {
        List<List<String>> rows = rows();
        int[] widths = new int[HEADER.size()];
        rows.forEach(row -> {
            for (int c = 0; c < row.size(); c++) {
                widths[c] = Math.max(widths[c], row.get(c).length());
            }
        });
        StringBuilder out = new StringBuilder();
        for (List<String> row : rows) {
            for (int c = 0; c < row.size(); c++) {
                String cell = c < 3 ? pad(row.get(c), widths[c], false) : pad(row.get(c), widths[c], true);
                out.append(c == 0 ? "" : "  ").append(cell);
            }
            out.append(System.lineSeparator());
        }
        return out.toString();
    }

    private static String pad(String text, int width, boolean right) {
        String spaces = " ".repeat(width - text.length());
        return right ? spaces + text : text + spaces;
    }

    private static String number(double value) {
        return Math.abs(value) >= 1_000
                ? String.format(Locale.ROOT, "%,.0f", value)
                : String.format(Locale.ROOT, "%.3f", value);
    }
}

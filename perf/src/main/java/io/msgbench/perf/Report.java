package io.msgbench.perf;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the suite prints as it goes (sections of labelled figures), the summary of ratios against their
 * targets at the end, and the same figures as JSON for the record.
 */
final class Report {
    /** One ratio against its target: met when {@code value >= target} (or {@code <=} for an upper bound). */
    record Check(String name, String value, String target, boolean met) {}

    private final PrintStream out;
    private final Map<String, Map<String, Object>> figures = new LinkedHashMap<>();
    private final List<Check> checks = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();
    private Map<String, Object> current;

    Report(PrintStream out) {
        this.out = out;
    }

    void section(String key, String title) {
        current = new LinkedHashMap<>();
        figures.put(key, current);
        out.println();
        out.println("== " + title);
        out.flush();
    }

    void note(String text) {
        out.println("   " + text);
        out.flush();
    }

    /** A figure: printed as "label  value unit" and stored under {@code key}. */
    void figure(String key, String label, double value, String unit) {
        current.put(key, value);
        out.printf(Locale.ROOT, "   %-44s %s %s%n", label, number(value), unit);
        out.flush();
    }

    void text(String key, String label, String value) {
        current.put(key, value);
        out.printf(Locale.ROOT, "   %-44s %s%n", label, value);
        out.flush();
    }

    void check(String name, double value, double target, boolean atLeast, String unit) {
        boolean met = atLeast ? value >= target : value <= target;
        checks.add(new Check(name, number(value) + unit, (atLeast ? ">= " : "<= ") + number(target) + unit, met));
    }

    void failed(String section, Exception error) {
        String message = section + ": " + (error.getMessage() == null ? error.toString() : error.getMessage());
        failures.add(message);
        out.println("   FAILED: " + message);
        out.flush();
    }

    boolean anyFailed() {
        return !failures.isEmpty();
    }

    void printSummary() {
        out.println();
        out.println("== Summary (figures, not assertions: a shared or loaded machine lowers them)");
        for (Check check : checks) {
            out.printf(
                    Locale.ROOT,
                    "   %-56s %-18s target %-14s %s%n",
                    check.name(),
                    check.value(),
                    check.target(),
                    check.met() ? "met" : "NOT met");
        }
        failures.forEach(f -> out.println("   section failed: " + f));
        out.flush();
    }

    void writeJson(Path file, Map<String, Object> conditions) throws IOException {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("conditions", conditions);
        root.put("figures", figures);
        root.put("checks", checks);
        root.put("failures", failures);
        Files.createDirectories(file.toAbsolutePath().getParent());
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), root);
        out.println("Figures: " + file);
    }

    static String number(double value) {
        if (Math.abs(value) >= 100 || value == Math.rint(value)) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        return String.format(Locale.ROOT, Math.abs(value) >= 1 ? "%,.2f" : "%.4f", value);
    }
}

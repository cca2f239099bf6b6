package io.msgbench.scrape;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads Prometheus's text exposition format (version 0.0.4, what {@code /metrics} endpoints serve): one sample per
 * line, {@code name{label="value",...} value [timestamp]}; comments and blank lines skipped, a line that does not
 * parse skipped too (an endpoint's one odd line must not cost the interval its figures).
 */
final class PrometheusText {
    private PrometheusText() {}

    /** One sample: the metric's name, its labels and its value. */
    record Sample(String name, Map<String, String> labels, double value) {}

    static List<Sample> parse(String text) {
        List<Sample> samples = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            String trimmed = line.strip();
            if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                try {
                    samples.add(sample(trimmed));
                } catch (RuntimeException e) {
                    // not a sample line as the format has it: left out
                }
            }
        }
        return samples;
    }

    private static Sample sample(String line) {
        int brace = line.indexOf('{');
        int space = line.indexOf(' ');
        if (brace >= 0 && (space < 0 || brace < space)) {
            Map<String, String> labels = new LinkedHashMap<>();
            int end = labels(line, brace + 1, labels);
            return new Sample(line.substring(0, brace), labels, value(line.substring(end + 1)));
        }
        return new Sample(line.substring(0, space), Map.of(), value(line.substring(space + 1)));
    }

    /** Reads {@code key="value"} pairs from {@code from} into {@code labels}; returns the index of the closing brace. */
    private static int labels(String line, int from, Map<String, String> labels) {
        int i = from;
        while (true) {
            while (line.charAt(i) == ',' || line.charAt(i) == ' ') {
                i++;
            }
            if (line.charAt(i) == '}') {
                return i;
            }
            int equals = line.indexOf('=', i);
            String key = line.substring(i, equals).strip();
            StringBuilder value = new StringBuilder();
            i = equals + 1;
            if (line.charAt(i) != '"') {
                throw new IllegalArgumentException("label value not quoted");
            }
            for (i++; line.charAt(i) != '"'; i++) {
                char c = line.charAt(i);
                if (c == '\\') {
                    char next = line.charAt(++i);
                    value.append(next == 'n' ? '\n' : next);
                } else {
                    value.append(c);
                }
            }
            labels.put(key, value.toString());
            i++;
        }
    }

    /** The value, before any timestamp: a float, {@code NaN}, {@code +Inf} or {@code -Inf}. */
    private static double value(String rest) {
        String value = rest.strip().split("\\s+", -1)[0];
        return switch (value) {
            case "+Inf", "Inf" -> Double.POSITIVE_INFINITY;
            case "-Inf" -> Double.NEGATIVE_INFINITY;
            case "NaN" -> Double.NaN;
            default -> Double.parseDouble(value);
        };
    }
}

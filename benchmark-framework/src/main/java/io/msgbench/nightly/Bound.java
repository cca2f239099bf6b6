package io.msgbench.nightly;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** An absolute limit a suite names for a figure, e.g. {@code "publishing p99 <= 20"} or {@code "lost = 0"}. */
public record Bound(String figure, String operator, double limit) {
    private static final Pattern FORM = Pattern.compile(
            "^(.+?)\\s*(<=|>=|=|<|>|≤|≥)\\s*([-+]?[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\\s*(ms|msg/s)?$");

    /** The bound written as text, or empty when it is not {@code FIGURE OP NUMBER}; the figure is checked by the caller. */
    public static Optional<Bound> parse(String text) {
        Matcher m = FORM.matcher(text.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        String operator = m.group(2).replace("≤", "<=").replace("≥", ">=");
        return Optional.of(new Bound(m.group(1).strip(), operator, Double.parseDouble(m.group(3))));
    }

    public boolean holds(double value) {
        return switch (operator) {
            case "<=" -> value <= limit;
            case "<" -> value < limit;
            case ">=" -> value >= limit;
            case ">" -> value > limit;
            default -> value == limit;
        };
    }

    @Override
    public String toString() {
        return figure + " " + operator + " " + String.format(Locale.ROOT, "%s", Numbers.text(limit));
    }
}

package io.msgbench.config;

import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads and writes durations as a whole number with a unit: {@code 500ms}, {@code 30s}, {@code 2m}, {@code 1h}.
 * A bare number is not a duration: {@code 30} could mean seconds or minutes, so users must say which.
 * <pre>{@code
 * DurationText.parse("2m")                  // Optional[PT2M]
 * DurationText.format(Duration.ofSeconds(90)) // "90s"
 * }</pre>
 */
public final class DurationText {
    /** For messages: what the user may write. */
    public static final String UNITS = "ms, s, m, h";

    private static final Pattern DURATION = Pattern.compile("(-?\\d{1,12})\\s*(ms|s|m|h)");
    private static final Pattern BARE_NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");

    private DurationText() {}

    /** The duration, or empty when the text is not a whole number followed by one of {@link #UNITS}. */
    public static Optional<Duration> parse(String text) {
        Matcher matcher = DURATION.matcher(text.strip());
        if (!matcher.matches()) {
            return Optional.empty();
        }
        long amount = Long.parseLong(matcher.group(1));
        return Optional.of(
                switch (matcher.group(2)) {
                    case "ms" -> Duration.ofMillis(amount);
                    case "s" -> Duration.ofSeconds(amount);
                    case "m" -> Duration.ofMinutes(amount);
                    default -> Duration.ofHours(amount);
                });
    }

    /** True for text like {@code 30} or {@code 1.5}: a number that lacks its unit. */
    public static boolean isBareNumber(String text) {
        return BARE_NUMBER.matcher(text.strip()).matches();
    }

    /** For sentences: whole seconds as {@code 60 s}, anything finer in milliseconds ({@code 500 ms}, not {@code 0 s}). */
    public static String spoken(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1_000 == 0 ? millis / 1_000 + " s" : millis + " ms";
    }

    /** The shortest text {@link #parse} reads back as the same duration, at millisecond precision. */
    public static String format(Duration duration) {
        if (duration.isNegative()) {
            return "-" + format(duration.negated());
        }
        long millis = duration.toMillis();
        if (millis == 0) {
            return "0s";
        }
        if (millis % 3_600_000 == 0) {
            return millis / 3_600_000 + "h";
        }
        if (millis % 60_000 == 0) {
            return millis / 60_000 + "m";
        }
        if (millis % 1_000 == 0) {
            return millis / 1_000 + "s";
        }
        return millis + "ms";
    }
}

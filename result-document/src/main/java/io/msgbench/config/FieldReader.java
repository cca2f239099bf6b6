package io.msgbench.config;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.driver.api.NearestName;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Typed, checked access to the top-level values of a {@link YamlMapFile}; every bad value becomes one line in
 * {@link Problems} instead of an exception, so a file's problems are all reported together.
 * Each getter returns empty both when the key is absent and when its value is wrong (see {@link #has}).
 * <pre>{@code
 * FieldReader fields = new FieldReader(yaml, problems);
 * fields.rejectUnknownKeys(KNOWN_KEYS);
 * fields.integer("topics", 1).ifPresent(builder::topics);
 * problems.throwIfAny();
 * }</pre>
 */
public final class FieldReader {
    private final YamlMapFile yaml;
    private final Problems problems;

    public FieldReader(YamlMapFile yaml, Problems problems) {
        this.yaml = yaml;
        this.problems = problems;
    }

    /** Records {@code unknown key (did you mean 'x'?)} for each key not in {@code known}. */
    public void rejectUnknownKeys(Collection<String> known) {
        Set<String> valid = new TreeSet<>(known);
        for (YamlEntry entry : yaml.entries().values()) {
            if (!valid.contains(entry.key())) {
                String hint = NearestName.hint(entry.key(), valid);
                String reason =
                        hint.isEmpty() ? "unknown key; valid keys: " + String.join(", ", valid) : "unknown key" + hint;
                problems.add(entry, reason);
            }
        }
    }

    public boolean has(String key) {
        return yaml.entries().containsKey(key);
    }

    public Optional<YamlEntry> entry(String key) {
        return Optional.ofNullable(yaml.entries().get(key));
    }

    /** The line of a key, or null when it is absent. */
    public Integer lineOf(String key) {
        return entry(key).map(YamlEntry::line).orElse(null);
    }

    /** A scalar value as text; not blank. */
    public Optional<String> text(String key) {
        return entry(key).flatMap(entry -> {
            JsonNode node = entry.value();
            if (!node.isValueNode() || node.isNull()) {
                return reject(entry, "expected text, got " + NodeText.describe(node));
            }
            if (node.asText().isBlank()) {
                return reject(entry, "must not be blank");
            }
            return Optional.of(node.asText());
        });
    }

    /** A whole number of at least {@code min}. */
    public Optional<Integer> integer(String key, int min) {
        return wholeNumber(key, min, Integer.MAX_VALUE).map(Long::intValue);
    }

    /** A whole number of at least {@code min}, as a long. */
    public Optional<Long> longInteger(String key, long min) {
        return wholeNumber(key, min, Long.MAX_VALUE);
    }

    /** A finite number in {@code [min, max]}; whole numbers are accepted. */
    public Optional<Double> number(String key, double min, double max) {
        return entry(key).flatMap(entry -> {
            Optional<Double> value = NodeText.asDouble(entry.value());
            if (value.isEmpty()) {
                return reject(entry, "expected a number, got " + NodeText.describe(entry.value()));
            }
            double number = value.get();
            if (number < min || number > max) {
                return reject(entry, rangeReason(min, max, number));
            }
            return value;
        });
    }

    public Optional<Boolean> bool(String key) {
        return entry(key).flatMap(entry -> {
            JsonNode node = entry.value();
            if (node.isBoolean()) {
                return Optional.of(node.booleanValue());
            }
            if (node.isTextual()
                    && (node.textValue().equals("true") || node.textValue().equals("false"))) {
                return Optional.of(Boolean.parseBoolean(node.textValue()));
            }
            return reject(entry, "expected true or false, got " + NodeText.describe(node));
        });
    }

    /** One of an enum's constants, spelt exactly as declared. */
    public <E extends Enum<E>> Optional<E> choice(String key, Class<E> type) {
        List<String> names =
                Arrays.stream(type.getEnumConstants()).map(Enum::name).toList();
        return entry(key).flatMap(entry -> {
            JsonNode node = entry.value();
            if (node.isTextual() && names.contains(node.textValue())) {
                return Optional.of(Enum.valueOf(type, node.textValue()));
            }
            String hint = node.isTextual() ? NearestName.hint(node.textValue(), names) : "";
            return reject(
                    entry, "expected one of " + String.join(", ", names) + ", got " + NodeText.describe(node) + hint);
        });
    }

    /** One of {@code words}, as written (for choices spelled in lower case with hyphens, unlike enum names). */
    public Optional<String> word(String key, List<String> words) {
        return entry(key).flatMap(entry -> {
            JsonNode node = entry.value();
            if (node.isTextual() && words.contains(node.textValue())) {
                return Optional.of(node.textValue());
            }
            String hint = node.isTextual() ? NearestName.hint(node.textValue(), words) : "";
            return reject(
                    entry, "expected one of " + String.join(", ", words) + ", got " + NodeText.describe(node) + hint);
        });
    }

    /** A duration with a unit ({@link DurationText}); never negative, and longer than 0 unless zero is allowed. */
    public Optional<Duration> duration(String key, boolean zeroAllowed) {
        return entry(key).flatMap(entry -> {
            JsonNode node = entry.value();
            if (node.isNumber() || (node.isTextual() && DurationText.isBareNumber(node.textValue()))) {
                return reject(
                        entry,
                        "needs a unit, e.g. '30s' (units: " + DurationText.UNITS + "), got " + NodeText.describe(node));
            }
            Optional<Duration> duration = node.isTextual() ? DurationText.parse(node.textValue()) : Optional.empty();
            if (duration.isEmpty()) {
                return reject(
                        entry,
                        "expected a duration like '30s' or '2m' (units: " + DurationText.UNITS + "), got "
                                + NodeText.describe(node));
            }
            return checkSign(entry, duration.get(), zeroAllowed);
        });
    }

    /** A list of non-blank scalar values as text; each bad element is reported as {@code key[i]}. */
    public Optional<List<String>> textList(String key) {
        return entry(key).flatMap(entry -> {
            JsonNode node = entry.value();
            if (!node.isArray()) {
                return reject(entry, "expected a list, got " + NodeText.describe(node));
            }
            List<String> values = new ArrayList<>();
            for (int i = 0; i < node.size(); i++) {
                JsonNode element = node.get(i);
                if (!element.isValueNode()
                        || element.isNull()
                        || element.asText().isBlank()) {
                    problems.add(
                            entry.itemLine(i), key + "[" + i + "]", "expected text, got " + NodeText.describe(element));
                    return Optional.empty();
                }
                values.add(element.asText());
            }
            return Optional.of(values);
        });
    }

    private Optional<Long> wholeNumber(String key, long min, long max) {
        return entry(key).flatMap(entry -> {
            Optional<Long> value = NodeText.asLong(entry.value());
            if (value.isEmpty() || value.get() > max) {
                return reject(entry, "expected an integer, got " + NodeText.describe(entry.value()));
            }
            if (value.get() < min) {
                return reject(entry, "must be at least " + min + ", got " + value.get());
            }
            return value;
        });
    }

    private Optional<Duration> checkSign(YamlEntry entry, Duration duration, boolean zeroAllowed) {
        if (duration.isNegative()) {
            return reject(entry, "must not be negative, got " + DurationText.format(duration));
        }
        if (duration.isZero() && !zeroAllowed) {
            return reject(entry, "must be longer than 0, got " + DurationText.format(duration));
        }
        return Optional.of(duration);
    }

    private static String rangeReason(double min, double max, double value) {
        if (max == Double.MAX_VALUE || Double.isInfinite(max)) {
            return "must be at least " + plain(min) + ", got " + plain(value);
        }
        return "must be between " + plain(min) + " and " + plain(max) + ", got " + plain(value);
    }

    private static String plain(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    private <T> Optional<T> reject(YamlEntry entry, String reason) {
        problems.add(entry, reason);
        return Optional.empty();
    }
}

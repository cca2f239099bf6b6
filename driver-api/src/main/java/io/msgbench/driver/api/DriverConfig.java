package io.msgbench.driver.api;

import java.io.IOException;
import java.io.StringReader;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * A driver's view of its YAML: typed getters that fail with the key's name, and a strict check
 * for keys nobody reads (OMB ignored them silently; users lost results to a typo).
 * <pre>{@code
 * config.rejectUnknownKeys(Set.of("replicationFactor", "commonConfig"));
 * int replicas = config.integer("replicationFactor", 1);
 * Properties common = config.properties("commonConfig");
 * }</pre>
 */
public final class DriverConfig {
    /** The framework's {@code ${embedded.serviceUrl}} and the like, filled in once an embedded broker is up. */
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{[^}]+}");

    private final Map<String, Object> values;
    private final String path;
    private final Set<String> frameworkKeys;

    /**
     * @param values        the parsed YAML (maps, lists, strings, numbers, booleans)
     * @param frameworkKeys top-level keys the framework reads itself (name, driverClass, ...)
     */
    public DriverConfig(Map<String, ?> values, Set<String> frameworkKeys) {
        this(values, "", frameworkKeys);
    }

    private DriverConfig(Map<String, ?> values, String path, Set<String> frameworkKeys) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        this.path = path;
        this.frameworkKeys = frameworkKeys;
    }

    /** The top-level keys the framework reads itself: a driver that wraps another passes them on. */
    public Set<String> frameworkKeys() {
        return frameworkKeys;
    }

    /** Fails on the first key that is neither in {@code known} nor a framework key. */
    public void rejectUnknownKeys(Collection<String> known) {
        Set<String> valid = new TreeSet<>(known);
        valid.addAll(frameworkKeys);
        for (String key : values.keySet()) {
            if (!valid.contains(key)) {
                throw new DriverConfigException(
                        qualified(key),
                        "unknown key" + NearestName.hint(key, valid) + "; valid keys: " + String.join(", ", valid));
            }
        }
    }

    public boolean has(String key) {
        return values.get(key) != null;
    }

    /**
     * Whether the value holds a placeholder that the framework fills in only once the embedded broker is up
     * (a check before that: {@code validate}, or a run before it starts brokers). Such a value cannot be checked
     * yet: {@link #integer} and {@link #bool} return their default for it, and a driver skips its own checks.
     */
    public boolean isDeferred(String key) {
        return values.get(key) instanceof String text
                && PLACEHOLDER.matcher(text).find();
    }

    public String string(String key, String defaultValue) {
        Object value = values.get(key);
        if (value == null) {
            return defaultValue;
        }
        if (value instanceof Map || value instanceof Collection) {
            throw new DriverConfigException(qualified(key), "expected a text value, got a " + kind(value));
        }
        return value.toString();
    }

    public String requireString(String key) {
        String value = string(key, null);
        if (value == null || value.isBlank()) {
            throw new DriverConfigException(qualified(key), "required, but missing");
        }
        return value;
    }

    public int integer(String key, int defaultValue) {
        long value = longInteger(key, defaultValue);
        if (value != (int) value) {
            throw new DriverConfigException(
                    qualified(key), "expected an integer up to " + Integer.MAX_VALUE + ", got " + value);
        }
        return (int) value;
    }

    /** An integer that may exceed {@code int}, such as a size in bytes. */
    public long longInteger(String key, long defaultValue) {
        Object value = values.get(key);
        if (value == null || isDeferred(key)) {
            return defaultValue;
        }
        if (value instanceof Integer || value instanceof Short || value instanceof Long) {
            return ((Number) value).longValue();
        }
        if (value instanceof String s) {
            try {
                return Long.parseLong(s.trim());
            } catch (NumberFormatException e) {
                // fall through to the error below
            }
        }
        throw new DriverConfigException(qualified(key), "expected an integer, got '" + value + "'");
    }

    public int positiveInteger(String key, int defaultValue) {
        int value = integer(key, defaultValue);
        if (value <= 0) {
            throw new DriverConfigException(qualified(key), "must be at least 1, got " + value);
        }
        return value;
    }

    public boolean bool(String key, boolean defaultValue) {
        Object value = values.get(key);
        if (value == null || isDeferred(key)) {
            return defaultValue;
        }
        if (value instanceof Boolean b) {
            return b;
        }
        if ("true".equals(value) || "false".equals(value)) {
            return Boolean.parseBoolean((String) value);
        }
        throw new DriverConfigException(qualified(key), "expected true or false, got '" + value + "'");
    }

    /** A block of {@code key=value} lines (OMB's commonConfig, producerConfig, ...); empty when absent. */
    public Properties properties(String key) {
        Properties properties = new Properties();
        String text = string(key, "");
        try {
            properties.load(new StringReader(text));
        } catch (IOException | IllegalArgumentException e) {
            throw new DriverConfigException(qualified(key), "not valid properties text: " + e.getMessage());
        }
        return properties;
    }

    /** A nested map (e.g. Pulsar's {@code client:}); empty when absent. Its keys report as {@code key.sub}. */
    public DriverConfig section(String key) {
        Object value = values.get(key);
        if (value == null) {
            return new DriverConfig(Map.of(), qualified(key) + ".", Set.of());
        }
        if (!(value instanceof Map<?, ?> map)) {
            throw new DriverConfigException(qualified(key), "expected a map of keys, got a " + kind(value));
        }
        Map<String, Object> nested = new LinkedHashMap<>();
        map.forEach((k, v) -> nested.put(String.valueOf(k), v));
        return new DriverConfig(nested, qualified(key) + ".", Set.of());
    }

    /** The raw values, for recording the configuration in the result. */
    public Map<String, Object> asMap() {
        return values;
    }

    private String qualified(String key) {
        return path + key;
    }

    private static String kind(Object value) {
        return value instanceof Map
                ? "map"
                : value instanceof Collection ? "list" : value.getClass().getSimpleName();
    }
}

package io.msgbench.driver;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.api.NearestName;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replaces {@code ${key}} placeholders in a driver spec's text values, remembering each unresolved one with the
 * field it is in, so that all of them are reported together.
 */
final class DriverSpecPlaceholders {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([^}]+)}");
    private static final String EMBEDDED_PREFIX = "embedded.";

    private final String fileName;
    private final Map<String, String> vars;
    private final Set<String> problems = new LinkedHashSet<>();

    DriverSpecPlaceholders(Path file, Map<String, String> vars) {
        this.fileName = file.toString();
        this.vars = vars;
    }

    /** The value with placeholders replaced in every string inside it; {@code field} names it in messages. */
    @SuppressWarnings("unchecked")
    <T> T replace(String field, T value) {
        if (value instanceof String text) {
            return (T) replaceText(field, text);
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> replaced = new LinkedHashMap<>();
            map.forEach((key, nested) -> replaced.put(String.valueOf(key), replace(field + "." + key, nested)));
            return (T) replaced;
        }
        if (value instanceof List<?> list) {
            List<Object> replaced = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                replaced.add(replace(field + "[" + i + "]", list.get(i)));
            }
            return (T) replaced;
        }
        return value;
    }

    EmbeddedBrokerSpec replace(EmbeddedBrokerSpec broker) {
        return new EmbeddedBrokerSpec(
                replace("embeddedBroker.type", broker.type()), replace("embeddedBroker.settings", broker.settings()));
    }

    void throwIfUnresolved() {
        if (!problems.isEmpty()) {
            throw new ConfigException(List.copyOf(problems));
        }
    }

    private String replaceText(String field, String text) {
        Matcher matcher = PLACEHOLDER.matcher(text);
        StringBuilder result = new StringBuilder();
        while (matcher.find()) {
            String key = matcher.group(1);
            String value = vars.get(key);
            if (value == null) {
                problems.add(ConfigException.format(fileName, null, field, unresolved(key)));
                value = matcher.group();
            }
            matcher.appendReplacement(result, Matcher.quoteReplacement(value));
        }
        matcher.appendTail(result);
        return result.toString();
    }

    private String unresolved(String key) {
        boolean embeddedVarsSet = vars.keySet().stream().anyMatch(name -> name.startsWith(EMBEDDED_PREFIX));
        if (key.startsWith(EMBEDDED_PREFIX) && !embeddedVarsSet) {
            return "${" + key + "} is only set when the driver runs with an embedded broker";
        }
        return "${" + key + "} is not defined" + NearestName.hint(key, vars.keySet());
    }
}

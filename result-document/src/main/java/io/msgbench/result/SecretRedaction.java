package io.msgbench.result;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Hides credentials before a configuration goes into a result file: the value of every key that names a
 * secret (password, token, secret, JAAS/SASL login, credentials, auth parameters, keys), at any depth, and
 * the same keys inside properties text ({@code sasl.jaas.config=...} lines of a Kafka {@code commonConfig}).
 */
public final class SecretRedaction {
    public static final String REDACTED = "***redacted***";
    private static final Pattern SECRET_KEY = Pattern.compile(
            "(?i).*(password|passwd|secret|token|jaas|sasl\\.login|credential|auth[._-]?param|authentication"
                    + "|api[._-]?key|private[._-]?key|access[._-]?key).*");
    private static final Pattern PROPERTY_LINE = Pattern.compile("^(\\s*)([^=:#!\\s][^=:]*?)(\\s*[=:]\\s*)(.*)$");

    private SecretRedaction() {}

    public static boolean isSecretKey(String key) {
        return SECRET_KEY.matcher(key).matches();
    }

    public static Map<String, Object> redact(Map<String, ?> values) {
        Map<String, Object> redacted = new LinkedHashMap<>();
        values.forEach((key, value) -> redacted.put(
                key, isSecretKey(key) && value != null && !(value instanceof Boolean) ? REDACTED : redactValue(value)));
        return redacted;
    }

    public static Map<String, String> redactText(Map<String, String> values) {
        Map<String, String> redacted = new LinkedHashMap<>();
        values.forEach(
                (key, value) -> redacted.put(key, isSecretKey(key) && value != null ? REDACTED : redactLines(value)));
        return redacted;
    }

    @SuppressWarnings("unchecked")
    private static Object redactValue(Object value) {
        if (value instanceof Map<?, ?> map) {
            return redact((Map<String, ?>) map);
        }
        if (value instanceof List<?> list) {
            List<Object> redacted = new ArrayList<>();
            list.forEach(element -> redacted.add(redactValue(element)));
            return redacted;
        }
        return value instanceof String text ? redactLines(text) : value;
    }

    /** Properties text: {@code key=value} lines whose key names a secret keep the key, lose the value. */
    private static String redactLines(String text) {
        if (text == null || (!text.contains("=") && !text.contains(":"))) {
            return text;
        }
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            var matcher = PROPERTY_LINE.matcher(line);
            if (matcher.matches() && isSecretKey(matcher.group(2))) {
                line = matcher.group(1) + matcher.group(2) + matcher.group(3) + REDACTED;
            }
            out.append(line).append('\n');
        }
        return out.substring(0, out.length() - 1);
    }
}

package io.msgbench.driver;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Converts YAML trees to plain Java values (LinkedHashMap, List, String, Integer, Double, ...) and freezes them. */
final class DriverSpecValues {
    private DriverSpecValues() {}

    /** The value as plain Java objects: maps keep file order, YAML null is {@code null}. */
    static Object plain(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return null;
        }
        if (node.isObject()) {
            Map<String, Object> map = new LinkedHashMap<>();
            node.fields().forEachRemaining(field -> map.put(field.getKey(), plain(field.getValue())));
            return map;
        }
        if (node.isArray()) {
            List<Object> list = new ArrayList<>();
            node.forEach(element -> list.add(plain(element)));
            return list;
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        if (node.isNumber()) {
            return node.numberValue();
        }
        return node.asText();
    }

    /** An unmodifiable deep copy, in the same order; nulls are kept. */
    static Map<String, Object> frozenMap(Map<String, ?> map) {
        Map<String, Object> copy = new LinkedHashMap<>();
        map.forEach((key, value) -> copy.put(key, frozen(value)));
        return Collections.unmodifiableMap(copy);
    }

    private static Object frozen(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            map.forEach((key, nested) -> copy.put(String.valueOf(key), frozen(nested)));
            return Collections.unmodifiableMap(copy);
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>();
            list.forEach(element -> copy.add(frozen(element)));
            return Collections.unmodifiableList(copy);
        }
        return value;
    }
}

package io.msgbench.config;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/** Describes Jackson tree values in messages ("got 'two'", "got a map") and converts them for {@link FieldReader}. */
public final class NodeText {
    private NodeText() {}

    /** {@code 'two'} for a scalar, {@code a map}, {@code a list} or {@code nothing}: what follows "got". */
    public static String describe(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return "nothing";
        }
        if (node.isObject()) {
            return "a map";
        }
        if (node.isArray()) {
            return "a list";
        }
        return "'" + node.asText() + "'";
    }

    /** A whole number, from a YAML integer or a text holding one. */
    static Optional<Long> asLong(JsonNode node) {
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            return Optional.of(node.longValue());
        }
        if (node.isTextual()) {
            try {
                return Optional.of(Long.parseLong(node.textValue().strip()));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** A finite number, from a YAML number or a text holding one. */
    public static Optional<Double> asDouble(JsonNode node) {
        Double value = null;
        if (node.isNumber()) {
            value = node.doubleValue();
        } else if (node.isTextual()) {
            value = parseDouble(node.textValue().strip());
        }
        return value == null || value.isNaN() || value.isInfinite() ? Optional.empty() : Optional.of(value);
    }

    private static Double parseDouble(String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}

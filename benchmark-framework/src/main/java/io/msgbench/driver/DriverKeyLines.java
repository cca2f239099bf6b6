package io.msgbench.driver;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the line of a driver's key in its YAML file, for messages: a nested key ({@code consumer.receiverQueueSize})
 * or a {@code name=value} line inside a text block ({@code producerConfig.linger.ms} in {@code producerConfig: |}).
 * <pre>{@code
 * Optional<Integer> line = DriverKeyLines.lineOf(Path.of("pulsar.yaml"), "consumer.recieverQueueSize");
 * }</pre>
 */
final class DriverKeyLines {
    private static final YAMLFactory YAML = new YAMLFactory();

    private DriverKeyLines() {}

    /** Empty when the file cannot be read (a worker on another host) or holds no such key. */
    static Optional<Integer> lineOf(Path file, String keyPath) {
        try {
            Map<String, Integer> keys = keyLines(file);
            if (keys.containsKey(keyPath)) {
                return Optional.of(keys.get(keyPath));
            }
            // the longest key that is a prefix; the rest may name a line of its text block (key names hold dots)
            for (int dot = keyPath.lastIndexOf('.'); dot > 0; dot = keyPath.lastIndexOf('.', dot - 1)) {
                Integer line = keys.get(keyPath.substring(0, dot));
                if (line != null) {
                    return Optional.of(lineInBlock(Files.readAllLines(file), line, keyPath.substring(dot + 1)));
                }
            }
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Every map key's dotted path and the (1-based) line it is on. */
    private static Map<String, Integer> keyLines(Path file) throws IOException {
        Map<String, Integer> keys = new HashMap<>();
        try (JsonParser parser = YAML.createParser(file.toFile())) {
            if (parser.nextToken() == JsonToken.START_OBJECT) {
                readMap(parser, "", keys);
            }
        }
        return keys;
    }

    private static void readMap(JsonParser parser, String prefix, Map<String, Integer> keys) throws IOException {
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = prefix + parser.currentName();
            keys.putIfAbsent(key, parser.currentTokenLocation().getLineNr());
            JsonToken value = parser.nextToken();
            if (value == JsonToken.START_OBJECT) {
                readMap(parser, key + ".", keys);
            } else if (value == JsonToken.START_ARRAY) {
                parser.skipChildren();
            }
        }
    }

    /** The line of {@code name=value} (or {@code name: value}) in the block under the key on {@code keyLine}. */
    private static int lineInBlock(List<String> lines, int keyLine, String name) {
        int keyIndent = indent(lines.get(keyLine - 1));
        for (int i = keyLine; i < lines.size(); i++) {
            String text = lines.get(i);
            if (!text.isBlank() && indent(text) <= keyIndent) {
                break;
            }
            String stripped = text.strip();
            if (stripped.startsWith(name) && stripped.substring(name.length()).matches("\\s*[=:].*")) {
                return i + 1;
            }
        }
        return keyLine;
    }

    private static int indent(String line) {
        int spaces = 0;
        while (spaces < line.length() && Character.isWhitespace(line.charAt(spaces))) {
            spaces++;
        }
        return spaces;
    }
}

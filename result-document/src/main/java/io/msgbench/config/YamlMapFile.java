package io.msgbench.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a YAML file whose top level is a map into its entries, each with the line of its key.
 * Jackson parses; this class only walks the top-level keys so that later errors can name a line.
 * Problems with the file itself (missing, empty, not YAML, not a map, duplicate keys) become a {@link ConfigException}.
 * <pre>{@code
 * YamlMapFile yaml = YamlMapFile.read(Path.of("workloads/quickstart.yaml"), "workload");
 * for (YamlEntry entry : yaml.entries().values()) { ... entry.line() ... }
 * }</pre>
 */
public final class YamlMapFile {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private final String fileName;
    private final Map<String, YamlEntry> entries;

    private YamlMapFile(String fileName, Map<String, YamlEntry> entries) {
        this.fileName = fileName;
        this.entries = Collections.unmodifiableMap(entries);
    }

    /**
     * @param file the file to read
     * @param kind what the file is ("workload", "driver"), for the empty-file message
     */
    public static YamlMapFile read(Path file, String kind) {
        String name = file.toString();
        requireReadableFile(file, name);
        try (JsonParser parser = YAML.createParser(file.toFile())) {
            return new YamlMapFile(name, readTopLevelMap(parser, name, kind));
        } catch (JsonProcessingException e) {
            throw YamlSyntaxError.of(name, e);
        } catch (IOException e) {
            throw ConfigException.of(name, null, null, "cannot read: " + e.getMessage());
        }
    }

    /**
     * A copy where each {@code key=value} of {@code overrides} replaces (or adds) a top-level entry; the value
     * is read as YAML ({@code 30s}, {@code 5000}, {@code [a, b]}) and its problems say {@code (--set)}.
     *
     * @throws ConfigException for an override that is not {@code key=value} or not valid YAML
     */
    public YamlMapFile withOverrides(List<String> overrides) {
        Map<String, YamlEntry> merged = new LinkedHashMap<>(entries);
        List<String> problems = new ArrayList<>();
        for (String override : overrides) {
            int equals = override.indexOf('=');
            if (equals < 1) {
                problems.add(ConfigException.format("--set", null, null, "expected KEY=VALUE, got '" + override + "'"));
                continue;
            }
            String key = override.substring(0, equals).strip();
            try {
                JsonNode value = YAML.readTree(override.substring(equals + 1));
                boolean empty = value == null || value.isMissingNode();
                merged.put(key, new YamlEntry(key, empty ? NullNode.getInstance() : value, YamlEntry.COMMAND_LINE));
            } catch (JsonProcessingException e) {
                problems.add(ConfigException.format(
                        "--set", null, key, "not a YAML value: '" + override.substring(equals + 1) + "'"));
            }
        }
        if (!problems.isEmpty()) {
            throw new ConfigException(problems);
        }
        return new YamlMapFile(fileName, merged);
    }

    /** A copy without these top-level keys (a value given another way replaces them). */
    public YamlMapFile without(java.util.Collection<String> keys) {
        Map<String, YamlEntry> kept = new LinkedHashMap<>(entries);
        kept.keySet().removeAll(keys);
        return new YamlMapFile(fileName, kept);
    }

    /**
     * A map nested inside a file (an element of a list, say) as entries of its own, keyed
     * {@code prefix + key} so that messages name it ({@code faults[0].at}); all at {@code line}, because
     * Jackson's tree keeps no positions.
     */
    public static YamlMapFile nested(String fileName, String prefix, JsonNode map, int line) {
        Map<String, YamlEntry> entries = new LinkedHashMap<>();
        map.fields()
                .forEachRemaining(field -> entries.put(
                        prefix + field.getKey(), new YamlEntry(prefix + field.getKey(), field.getValue(), line)));
        return new YamlMapFile(fileName, entries);
    }

    /** The file as the user named it, for messages. */
    public String fileName() {
        return fileName;
    }

    /** The top-level entries in file order, by key. */
    public Map<String, YamlEntry> entries() {
        return entries;
    }

    private static void requireReadableFile(Path file, String name) {
        if (!Files.exists(file)) {
            throw ConfigException.of(name, null, null, "no such file");
        }
        if (Files.isDirectory(file)) {
            throw ConfigException.of(name, null, null, "is a directory, not a file");
        }
    }

    private static Map<String, YamlEntry> readTopLevelMap(JsonParser parser, String name, String kind)
            throws IOException {
        JsonToken first = parser.nextToken();
        if (first == null || first == JsonToken.VALUE_NULL) {
            throw ConfigException.of(name, null, null, "empty " + kind + " file");
        }
        if (first != JsonToken.START_OBJECT) {
            throw ConfigException.of(
                    name,
                    lineOf(parser.currentTokenLocation()),
                    null,
                    "expected a map of keys at the top level, got " + describe(first));
        }
        Map<String, YamlEntry> entries = new LinkedHashMap<>();
        List<String> duplicates = new ArrayList<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            YamlEntry entry = readEntry(parser);
            YamlEntry earlier = entries.putIfAbsent(entry.key(), entry);
            if (earlier != null) {
                duplicates.add(ConfigException.format(
                        name, entry.line(), entry.key(), "duplicate key (first given on line " + earlier.line() + ")"));
            }
        }
        if (!duplicates.isEmpty()) {
            throw new ConfigException(duplicates);
        }
        return entries;
    }

    private static YamlEntry readEntry(JsonParser parser) throws IOException {
        String key = parser.currentName();
        int line = lineOf(parser.currentTokenLocation());
        if (parser.nextToken() == JsonToken.START_ARRAY) {
            return readList(parser, key, line);
        }
        return new YamlEntry(key, tree(parser), line);
    }

    /** A list, item by item, so that each item's line is known. */
    private static YamlEntry readList(JsonParser parser, String key, int line) throws IOException {
        ArrayNode items = JsonNodeFactory.instance.arrayNode();
        List<Integer> itemLines = new ArrayList<>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            Integer itemLine = lineOf(parser.currentTokenLocation());
            itemLines.add(itemLine == null ? line : itemLine);
            items.add(tree(parser));
        }
        return new YamlEntry(key, items, line, itemLines);
    }

    private static JsonNode tree(JsonParser parser) throws IOException {
        JsonNode value = parser.readValueAsTree();
        return value == null ? NullNode.getInstance() : value;
    }

    private static Integer lineOf(JsonLocation location) {
        return location == null || location.getLineNr() < 1 ? null : location.getLineNr();
    }

    private static String describe(JsonToken token) {
        return token == JsonToken.START_ARRAY ? "a list" : "a single value";
    }
}

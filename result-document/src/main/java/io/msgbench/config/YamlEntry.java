package io.msgbench.config;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * One top-level key of a YAML file with its value and the line the key is on, so that errors can point at it.
 *
 * @param key   the key as written
 * @param value the value as a Jackson tree ({@code NullNode} when the key has no value)
 * @param line  1-based line of the key, or {@link #COMMAND_LINE} for a value given with {@code --set}
 * @param itemLines where the value is a list: the line each item starts on (empty otherwise)
 */
public record YamlEntry(String key, JsonNode value, int line, List<Integer> itemLines) {
    /** The "line" of a value that replaces the file's from the command line. */
    public static final int COMMAND_LINE = 0;

    public YamlEntry {
        itemLines = List.copyOf(itemLines);
    }

    public YamlEntry(String key, JsonNode value, int line) {
        this(key, value, line, List.of());
    }

    /** The line list item {@code index} starts on, or the key's line where that is not known. */
    public int itemLine(int index) {
        return index < itemLines.size() ? itemLines.get(index) : line;
    }
}

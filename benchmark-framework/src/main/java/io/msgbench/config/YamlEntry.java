package io.msgbench.config;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One top-level key of a YAML file with its value and the line the key is on, so that errors can point at it.
 *
 * @param key   the key as written
 * @param value the value as a Jackson tree ({@code NullNode} when the key has no value)
 * @param line  1-based line of the key, or {@link #COMMAND_LINE} for a value given with {@code --set}
 */
public record YamlEntry(String key, JsonNode value, int line) {
    /** The "line" of a value that replaces the file's from the command line. */
    public static final int COMMAND_LINE = 0;
}

package io.msgbench.config;

import java.util.List;

/**
 * A user's configuration mistake: one line per problem, each naming the file, where, the field and why.
 * The CLI prints {@link #getMessage()} and exits with code 2; never a stack trace.
 */
public class ConfigException extends RuntimeException {
    private final List<String> problems;

    public ConfigException(List<String> problems) {
        super(String.join("\n", problems));
        this.problems = List.copyOf(problems);
    }

    /** {@code file:line: field: reason}, or without the line when it is unknown. */
    public static ConfigException of(String file, Integer line, String field, String reason) {
        return new ConfigException(List.of(format(file, line, field, reason)));
    }

    public static String format(String file, Integer line, String field, String reason) {
        String where = line == null ? file : line == YamlEntry.COMMAND_LINE ? file + " (--set)" : file + ":" + line;
        return field == null || field.isEmpty() ? where + ": " + reason : where + ": " + field + ": " + reason;
    }

    public List<String> problems() {
        return problems;
    }
}

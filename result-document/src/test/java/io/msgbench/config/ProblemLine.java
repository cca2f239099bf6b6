package io.msgbench.config;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A parsed {@code file[:line]: [field: ]reason} problem line, for tests that check which field is named. */
public record ProblemLine(String file, Integer line, String field, String reason) {
    private static final Pattern SHAPE = Pattern.compile("(?::(\\d+))?: (?:([A-Za-z][\\w.\\[\\]]*): )?(.+)");

    /** Parses a line that must start with {@code file}; field is null for whole-file problems. */
    public static ProblemLine parse(String file, String text) {
        if (!text.startsWith(file)) {
            throw new AssertionError("problem does not start with the file name " + file + ": " + text);
        }
        Matcher matcher = SHAPE.matcher(text.substring(file.length()));
        if (!matcher.matches()) {
            throw new AssertionError("not a problem line: " + text);
        }
        Integer line = matcher.group(1) == null ? null : Integer.valueOf(matcher.group(1));
        return new ProblemLine(file, line, matcher.group(2), matcher.group(3));
    }
}

package io.msgbench.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;

/** Turns a parser's exception into one {@code file:line: YAML syntax error at column c: problem} line. */
final class YamlSyntaxError {
    private YamlSyntaxError() {}

    static ConfigException of(String fileName, JsonProcessingException e) {
        if (e.getCause() instanceof MarkedYAMLException marked && marked.getProblemMark() != null) {
            Mark mark = marked.getProblemMark();
            return at(fileName, mark.getLine() + 1, mark.getColumn() + 1, marked.getProblem() + context(marked));
        }
        JsonLocation location = e.getLocation();
        if (location != null && location.getLineNr() > 0) {
            return at(fileName, location.getLineNr(), location.getColumnNr(), e.getOriginalMessage());
        }
        return ConfigException.of(fileName, null, null, "YAML syntax error: " + firstLine(e.getOriginalMessage()));
    }

    /** Where the construct the parser was reading began, e.g. " (while parsing a flow sequence from line 4)". */
    private static String context(MarkedYAMLException marked) {
        if (marked.getContext() == null || marked.getContextMark() == null) {
            return "";
        }
        return " (" + firstLine(marked.getContext()) + " from line "
                + (marked.getContextMark().getLine() + 1) + ")";
    }

    private static ConfigException at(String fileName, int line, int column, String problem) {
        String reason = "YAML syntax error at column " + column + ": " + firstLine(problem);
        return ConfigException.of(fileName, line, null, reason);
    }

    private static String firstLine(String text) {
        if (text == null || text.isBlank()) {
            return "not valid YAML";
        }
        return text.strip().lines().findFirst().orElse("").strip();
    }
}

package io.msgbench.config;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Collects the problems found in one file so that the user sees them all at once, one line each, in file order
 * (problems without a line, such as a missing key, come last).
 * <pre>{@code
 * Problems problems = new Problems("w.yaml");
 * problems.add(4, "topics", "must be at least 1, got 0");
 * problems.throwIfAny();   // ConfigException: "w.yaml:4: topics: must be at least 1, got 0"
 * }</pre>
 */
public final class Problems {
    private record Problem(Integer line, String text) {}

    private static final Comparator<Problem> FILE_ORDER =
            Comparator.comparing(Problem::line, Comparator.nullsLast(Comparator.naturalOrder()));

    private final String fileName;
    private final List<Problem> problems = new ArrayList<>();

    public Problems(String fileName) {
        this.fileName = fileName;
    }

    public String fileName() {
        return fileName;
    }

    /** Records {@code file:line: field: reason}; a null line leaves it out. */
    public void add(Integer line, String field, String reason) {
        problems.add(new Problem(line, ConfigException.format(fileName, line, field, reason)));
    }

    /** Records a problem with an entry's value, at the entry's line. */
    public void add(YamlEntry entry, String reason) {
        add(entry.line(), entry.key(), reason);
    }

    /** How many problems were recorded so far (a reader can tell whether a part of the file added any). */
    public int count() {
        return problems.size();
    }

    public boolean isEmpty() {
        return problems.isEmpty();
    }

    /** Throws a {@link ConfigException} holding every problem recorded, if any, sorted by line. */
    public void throwIfAny() {
        if (!problems.isEmpty()) {
            throw new ConfigException(
                    problems.stream().sorted(FILE_ORDER).map(Problem::text).toList());
        }
    }
}

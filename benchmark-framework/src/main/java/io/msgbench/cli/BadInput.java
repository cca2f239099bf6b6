package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import java.io.PrintStream;

/** Prints a user's mistake as {@code error:} lines (one per problem) and gives exit code 2. */
final class BadInput {
    private BadInput() {}

    /** For {@link ConfigException}s and the IllegalArgumentExceptions that option checks throw. */
    static int report(RuntimeException mistake, PrintStream err) {
        if (mistake instanceof ConfigException config) {
            config.problems().forEach(problem -> err.println("error: " + problem));
        } else {
            err.println("error: " + mistake.getMessage());
        }
        return ExitCode.BAD_INPUT;
    }
}

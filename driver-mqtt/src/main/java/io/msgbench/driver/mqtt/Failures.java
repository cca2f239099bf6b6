package io.msgbench.driver.mqtt;

import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/** A failure as one line: the innermost cause's class and message, without the future's wrappers. */
final class Failures {
    private Failures() {}

    static String oneLine(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof ExecutionException || cause instanceof CompletionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        while (cause.getCause() != null && cause.getMessage() == null) {
            cause = cause.getCause();
        }
        String message =
                cause.getClass().getSimpleName() + (cause.getMessage() == null ? "" : ": " + cause.getMessage());
        return message.replaceAll("\\s*\\R\\s*", " ");
    }
}

package io.msgbench.driver.support;

import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/** What a driver needs of futures beyond the JDK's. */
public final class Futures {
    private Futures() {}

    /** The real failure under the wrappers that futures add. */
    public static Throwable unwrap(Throwable error) {
        Throwable current = error;
        while ((current instanceof CompletionException || current instanceof ExecutionException)
                && current.getCause() != null) {
            current = current.getCause();
        }
        return current;
    }
}

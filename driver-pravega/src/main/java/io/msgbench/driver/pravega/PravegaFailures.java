package io.msgbench.driver.pravega;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;

/** Small helpers for the futures of the Pravega client and of the driver SPI. */
final class PravegaFutures {
    private PravegaFutures() {
    }

    /** The real failure under the wrappers that futures add. */
    static Throwable unwrap(Throwable error) {
        Throwable current = error;
        while ((current instanceof CompletionException || current instanceof ExecutionException)
                && current.getCause() != null) {
            current = current.getCause();
        }
        return current;
    }

    /** "SimpleName: message", with the root cause when the message does not already say it. */
    static String describe(Throwable error) {
        Throwable root = error;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = error.getClass().getSimpleName() + ": " + error.getMessage();
        return root == error || String.valueOf(error.getMessage()).contains(String.valueOf(root.getMessage()))
                ? message : message + " (cause: " + root.getClass().getSimpleName() + ": " + root.getMessage() + ")";
    }

    /** Runs a blocking client call; its exception becomes the failed future the SPI expects. */
    static <T> CompletableFuture<T> call(Supplier<T> blocking) {
        try {
            return CompletableFuture.completedFuture(blocking.get());
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }
}

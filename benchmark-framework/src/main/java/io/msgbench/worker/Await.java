package io.msgbench.worker;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Waits for a driver's future with a bound, turning every failure into one readable message. */
final class Await {
    private Await() {
    }

    static <T> T result(CompletableFuture<T> future, Duration timeout, String what) {
        try {
            return future.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new WorkerException(what + ": no answer within " + timeout.toSeconds() + " s");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw new WorkerException(what + ": " + describe(cause), cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new WorkerException(what + ": interrupted");
        }
    }

    static String describe(Throwable error) {
        String message = error.getMessage();
        return message == null || message.isBlank() ? error.getClass().getSimpleName() : message;
    }
}

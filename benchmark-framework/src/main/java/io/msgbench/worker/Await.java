package io.msgbench.worker;

import io.msgbench.config.DurationText;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/** Waits for a driver's future with a bound, turning every failure into one readable message. */
final class Await {
    private Await() {}

    /**
     * Makes a driver call on a daemon thread of its own and waits for its future with a bound: a driver that blocks
     * inside the call itself (a client retrying a broker that is gone) is left behind instead of holding up its caller.
     */
    static <T> T call(Supplier<CompletableFuture<T>> call, Duration timeout, String what) {
        return result(onOwnThread(call, "msgbench-driver-call"), timeout, what);
    }

    /**
     * Starts the call on a daemon thread named {@code threadName} and returns at once: the answer is the call's
     * future's, or a failure with what the call threw. Waiting for it, bounded, is the caller's (a call that never
     * returns leaves only its thread behind, and the JVM exits without it).
     */
    static <T> CompletableFuture<T> onOwnThread(Supplier<CompletableFuture<T>> call, String threadName) {
        CompletableFuture<T> answer = new CompletableFuture<>();
        Thread thread = new Thread(
                () -> {
                    try {
                        var unused = call.get().whenComplete((value, error) -> {
                            if (error == null) {
                                answer.complete(value);
                            } else {
                                answer.completeExceptionally(error);
                            }
                        });
                    } catch (RuntimeException e) {
                        answer.completeExceptionally(e);
                    }
                },
                threadName);
        thread.setDaemon(true);
        thread.start();
        return answer;
    }

    static <T> T result(CompletableFuture<T> future, Duration timeout, String what) {
        try {
            return future.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new WorkerException(what + ": no answer within " + DurationText.spoken(timeout));
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

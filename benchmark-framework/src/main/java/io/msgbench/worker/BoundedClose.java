package io.msgbench.worker;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Closes a driver's clients, or the driver, each on a daemon thread of its own ({@link Await#onOwnThread}), and
 * waits for them together at most a bound: a close that hangs (its broker gone, a flush that keeps retrying) is left
 * behind with its thread instead of holding up the teardown; the JVM exits without it.
 */
final class BoundedClose {
    private BoundedClose() {}

    /**
     * Closes them all at once, ignoring failures: one client failing must not keep the others open.
     *
     * @return how many had not finished closing when the bound passed
     */
    static int all(List<? extends AutoCloseable> closeables, Duration bound, String what) {
        List<CompletableFuture<Void>> closing = new ArrayList<>();
        for (int i = 0; i < closeables.size(); i++) {
            closing.add(start(closeables.get(i), "msgbench-close-" + what + "-" + i));
        }
        long deadline = System.nanoTime() + bound.toNanos();
        return (int) closing.stream().filter(close -> !doneBy(close, deadline)).count();
    }

    /**
     * Closes one; a close that fails or outlasts the bound is a {@link WorkerException} ("closing the driver: ...",
     * worded as {@link Await#result} words every driver call).
     */
    static void one(AutoCloseable closeable, Duration bound, String what) {
        Await.result(start(closeable, "msgbench-close-" + what), bound, "closing the " + what);
    }

    private static CompletableFuture<Void> start(AutoCloseable closeable, String threadName) {
        return Await.onOwnThread(
                () -> {
                    try {
                        closeable.close();
                        return CompletableFuture.completedFuture(null);
                    } catch (Exception e) {
                        return CompletableFuture.failedFuture(e);
                    }
                },
                threadName);
    }

    /** True when the close finished, well or not, by the deadline. */
    private static boolean doneBy(CompletableFuture<Void> close, long deadlineNanos) {
        try {
            close.get(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            return false;
        } catch (ExecutionException e) {
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return close.isDone();
    }
}

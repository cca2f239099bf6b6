package io.msgbench.worker;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Closes a driver's clients, or the driver, each on a daemon thread of its own, and waits for them
 * together at most a bound: a close that hangs (its broker gone, a flush that keeps retrying) is left behind
 * with its thread instead of holding up the teardown; the JVM exits without it.
 */
final class BoundedClose {
    private final Thread thread;
    private volatile Exception failure;

    private BoundedClose(AutoCloseable closeable, String name) {
        thread = new Thread(() -> {
            try {
                closeable.close();
            } catch (Exception e) {
                failure = e;
            }
        }, name);
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Closes them all at once, ignoring failures: one client failing must not keep the others open.
     *
     * @return how many had not finished closing when the bound passed
     */
    static int all(List<? extends AutoCloseable> closeables, Duration bound, String what) {
        List<BoundedClose> closing = new ArrayList<>();
        for (int i = 0; i < closeables.size(); i++) {
            closing.add(new BoundedClose(closeables.get(i), "msgbench-close-" + what + "-" + i));
        }
        long deadline = System.nanoTime() + bound.toNanos();
        return (int) closing.stream().filter(close -> !close.join(deadline)).count();
    }

    /** Closes one, passing its failure on; a close that outlasts the bound is a {@link WorkerException}. */
    static void one(AutoCloseable closeable, Duration bound, String what) throws Exception {
        BoundedClose close = new BoundedClose(closeable, "msgbench-close-" + what);
        if (!close.join(System.nanoTime() + bound.toNanos())) {
            throw new WorkerException("closing the " + what + ": not done within " + bound.toSeconds() + " s");
        }
        if (close.failure != null) {
            throw close.failure;
        }
    }

    /** True when the close finished by the deadline. */
    private boolean join(long deadlineNanos) {
        try {
            thread.join(Math.max(1, (deadlineNanos - System.nanoTime()) / 1_000_000));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !thread.isAlive();
    }
}

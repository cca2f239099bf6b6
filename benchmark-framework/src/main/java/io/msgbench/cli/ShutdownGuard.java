package io.msgbench.cli;

import io.msgbench.coordinator.RunControl;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * On Ctrl-C or SIGTERM: cancels the run, waits (bounded) until the session has written the run's partial
 * result, gives its teardown and broker stop a shorter bound, and then stops any broker still running
 * itself, last. Past these bounds the JVM exits anyway; the embedded broker then stops on its own. A signal
 * during a teardown (a hanging one, say) waits for no other result: the one written before it is the run's.
 */
final class ShutdownGuard {
    /** A cancelled run stops its load and drains (bounded) before it hands over its result. */
    private static final Duration WAIT_FOR_RESULT = Duration.ofSeconds(60);
    /** Closing the clients, deleting the topics and stopping the broker, once the result is on disk. */
    private static final Duration WAIT_FOR_TEARDOWN = Duration.ofSeconds(20);

    private final RunControl control;
    private final List<AutoCloseable> resources = new ArrayList<>();
    private boolean finished;
    private int resultsWritten;
    /** The last result written was a run's as measured, before its teardown: it is on disk already. */
    private boolean tearingDown;

    private Thread hook;

    ShutdownGuard(RunControl control) {
        this.control = control;
    }

    void install() {
        hook = new Thread(this::onShutdown, "msgbench-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    synchronized void closeOnExit(AutoCloseable resource) {
        if (resource != null) {
            resources.add(resource);
        }
    }

    /** A result file was written: a run's as measured, before its teardown, or its final one. */
    synchronized void resultWritten(boolean beforeTeardown) {
        resultsWritten++;
        tearingDown = beforeTeardown;
        notifyAll();
    }

    void finished() {
        synchronized (this) {
            finished = true;
            notifyAll();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException alreadyShuttingDown) {
            // the hook is running: it returns now that the session has finished
        }
    }

    private void onShutdown() {
        int writtenBefore;
        boolean resultOnDisk;
        synchronized (this) {
            if (finished) {
                return;
            }
            writtenBefore = resultsWritten;
            resultOnDisk = tearingDown;
        }
        control.cancel("interrupted by a signal (Ctrl-C or SIGTERM)");
        if (!resultOnDisk) {
            awaitUntil(() -> finished || resultsWritten > writtenBefore, WAIT_FOR_RESULT);
        }
        awaitUntil(() -> finished, WAIT_FOR_TEARDOWN);
        closeAll();
    }

    private synchronized void awaitUntil(BooleanSupplier condition, Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        try {
            for (long left = bound.toMillis();
                    !condition.getAsBoolean() && left > 0;
                    left = (deadline - System.nanoTime()) / 1_000_000) {
                wait(left);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void closeAll() {
        List<AutoCloseable> toClose;
        synchronized (this) {
            toClose = List.copyOf(resources);
        }
        for (AutoCloseable resource : toClose) {
            try {
                resource.close();
            } catch (Exception ignored) {
                // best effort on the way out
            }
        }
    }
}

package io.msgbench.cli;

import io.msgbench.coordinator.RunControl;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * On Ctrl-C or SIGTERM: cancels the run, waits (bounded) until the session has written its partial
 * result and stopped its brokers, and stops any broker still running itself.
 */
final class ShutdownGuard {
    private static final long WAIT_FOR_SESSION_SECONDS = 60;

    private final RunControl control;
    private final CountDownLatch finished = new CountDownLatch(1);
    private final List<AutoCloseable> resources = new ArrayList<>();
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

    void finished() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException alreadyShuttingDown) {
            // the hook is running: it returns now that the session has finished
        }
    }

    private void onShutdown() {
        if (finished.getCount() == 0) {
            return;
        }
        control.cancel("interrupted by a signal (Ctrl-C or SIGTERM)");
        try {
            finished.await(WAIT_FOR_SESSION_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        closeAll();
    }

    private synchronized void closeAll() {
        for (AutoCloseable resource : resources) {
            try {
                resource.close();
            } catch (Exception ignored) {
                // best effort on the way out
            }
        }
    }
}

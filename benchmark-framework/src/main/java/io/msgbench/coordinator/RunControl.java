package io.msgbench.coordinator;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Lets another thread (a Ctrl-C handler) cancel a run: every wait of the run returns early once cancelled. */
public final class RunControl {
    private final CountDownLatch cancelled = new CountDownLatch(1);
    private volatile String reason;

    public void cancel(String why) {
        reason = why;
        cancelled.countDown();
    }

    public boolean isCancelled() {
        return cancelled.getCount() == 0;
    }

    public String reason() {
        return reason;
    }

    /** Waits for {@code duration} or until cancelled; true when cancelled. */
    public boolean await(Duration duration) {
        try {
            return cancelled.await(Math.max(0, duration.toNanos()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            cancel("interrupted");
            return true;
        }
    }
}

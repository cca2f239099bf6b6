package io.msgbench.coordinator;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Lets another thread (a Ctrl-C handler) cancel a run: every wait of the run returns early once cancelled. */
public final class RunControl {
    private final CountDownLatch cancelled = new CountDownLatch(1);
    private final List<RunControl> children = new CopyOnWriteArrayList<>();
    private volatile String reason;

    public void cancel(String why) {
        if (reason == null) {
            reason = why;
        }
        cancelled.countDown();
        children.forEach(child -> child.cancel(why));
    }

    /**
     * A control that is cancelled with this one and can also be cancelled alone (one run's worker
     * failing ends that run, not the whole session).
     */
    public RunControl child() {
        RunControl child = new RunControl();
        children.add(child);
        if (isCancelled()) {
            child.cancel(reason);
        }
        return child;
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

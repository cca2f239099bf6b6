package io.msgbench.remote;

import io.msgbench.worker.WorkerLostException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The coordinator's heartbeat to one worker, every {@link #EVERY}: it renews the worker's lease, and
 * when the worker has not answered for {@link #LOST_AFTER} it is declared lost, once, to the listener.
 * With these bounds a dead worker (its port refuses, its connection resets) is noticed within 5 s. A worker
 * that only answers too late may be busy, not gone (a loaded host, a long GC pause): it is declared lost after
 * {@link #SLOW_LOST_AFTER} of silence, so that load alone does not end a run.
 */
final class Heartbeat implements AutoCloseable {
    static final Duration EVERY = Duration.ofSeconds(1);
    static final Duration LOST_AFTER = Duration.ofMillis(3_500);
    static final Duration SLOW_LOST_AFTER = Duration.ofSeconds(15);
    private static final Duration TIMEOUT = Duration.ofSeconds(2);

    private final WorkerClient client;
    private final Consumer<WorkerLostException> onLost;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "msgbench-heartbeat");
        thread.setDaemon(true);
        return thread;
    });
    private volatile long lastAnswerNanos = System.nanoTime();
    private volatile WorkerLostException lost;

    Heartbeat(WorkerClient client, Consumer<WorkerLostException> onLost) {
        this.client = client;
        this.onLost = onLost;
    }

    void start() {
        // nothing waits on the schedule: it runs until the timer is shut down
        var unused = timer.scheduleWithFixedDelay(this::beat, 0, EVERY.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** The reason the worker was declared lost, or null while it answers. */
    WorkerLostException lost() {
        return lost;
    }

    private void beat() {
        if (lost != null) {
            return;
        }
        RuntimeException failure;
        try {
            client.post(WorkerRoutes.HEARTBEAT, null, Messages.Heartbeat.class, TIMEOUT);
            lastAnswerNanos = System.nanoTime();
            return;
        } catch (RuntimeException e) {
            failure = e;
        }
        long silentNanos = System.nanoTime() - lastAnswerNanos;
        if (silentNanos >= allowedSilence(failure).toNanos()) {
            lost = new WorkerLostException(
                    client.name(),
                    "no heartbeat answer for " + Duration.ofNanos(silentNanos).toMillis() + " ms ("
                            + failure.getMessage() + ")",
                    null);
            client.markLost(lost);
            onLost.accept(lost);
        }
    }

    /** How long a worker may stay silent when its last heartbeat failed this way. */
    static Duration allowedSilence(RuntimeException failure) {
        return failure.getCause() instanceof HttpTimeoutException ? SLOW_LOST_AFTER : LOST_AFTER;
    }

    @Override
    public void close() {
        timer.shutdown();
        try {
            if (!timer.awaitTermination(TIMEOUT.toMillis() + 1_000, TimeUnit.MILLISECONDS)) {
                timer.shutdownNow();
            }
        } catch (InterruptedException e) {
            timer.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}

package io.msgbench.worker;

import java.util.List;
import java.util.concurrent.locks.LockSupport;

/**
 * Drives a group of producers: repeatedly sends the message that is due first. When it falls behind
 * (a blocking client, a GC pause) it sends immediately without skipping: the delay is measured, not
 * forgiven, because latency counts from the intended time.
 */
final class SenderThread extends Thread {
    /** Below this wait the thread spins; parking overshoots by tens of microseconds. */
    private static final long SPIN_THRESHOLD_NANOS = 20_000;

    private final List<ScheduledProducer> producers;
    private volatile boolean running = true;

    SenderThread(String name, List<ScheduledProducer> producers) {
        super(name);
        setDaemon(true);
        this.producers = producers;
    }

    @Override
    public void run() {
        while (running) {
            long now = System.nanoTime();
            ScheduledProducer next = null;
            long nextDue = Long.MAX_VALUE;
            for (ScheduledProducer producer : producers) {
                long due = producer.nextDueNanos(now);
                if (due < nextDue && producer.canSend()) {
                    next = producer;
                    nextDue = due;
                }
            }
            if (next == null) {
                LockSupport.parkNanos(SPIN_THRESHOLD_NANOS); // every unthrottled window is full
            } else if (nextDue - now > SPIN_THRESHOLD_NANOS) {
                LockSupport.parkNanos(nextDue - now);
            } else if (nextDue > now) {
                Thread.onSpinWait();
            } else {
                next.sendNext(now);
            }
        }
    }

    void shutdown() throws InterruptedException {
        running = false;
        join(10_000);
    }
}

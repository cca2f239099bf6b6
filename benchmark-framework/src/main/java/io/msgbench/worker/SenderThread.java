package io.msgbench.worker;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * Drives a group of producers. On a fixed rate it sends the message that is due first, taking the
 * producers from a queue ordered by due time, so picking one costs O(log n) with thousands of
 * producers on the thread. When it falls behind (a blocking client, a GC pause) it sends immediately
 * without skipping: the delay is measured, not forgiven, because latency counts from the intended
 * time. Unthrottled, it goes round the producers whose in-flight window has room.
 */
final class SenderThread extends Thread {
    /** Below this wait the thread spins; parking overshoots by tens of microseconds. */
    private static final long SPIN_THRESHOLD_NANOS = 20_000;

    private final List<ScheduledProducer> producers;
    private volatile boolean running = true;

    SenderThread(String name, List<ScheduledProducer> producers) {
        super(name);
        setDaemon(true);
        this.producers = List.copyOf(producers);
    }

    @Override
    public void run() {
        if (producers.stream().allMatch(ScheduledProducer::throttled)) {
            runOnSchedule();
        } else {
            runUnthrottled();
        }
    }

    private void runOnSchedule() {
        PriorityQueue<ScheduledProducer> byDueTime = new PriorityQueue<>(Math.max(1, producers.size()),
                Comparator.comparingLong(ScheduledProducer::dueNanos));
        byDueTime.addAll(producers);
        while (running && !byDueTime.isEmpty()) {
            ScheduledProducer next = byDueTime.peek();
            long now = System.nanoTime();
            long wait = next.dueNanos() - now;
            if (wait > SPIN_THRESHOLD_NANOS) {
                LockSupport.parkNanos(wait);
            } else if (wait > 0) {
                Thread.onSpinWait();
            } else {
                byDueTime.poll();
                next.sendNext(now);
                byDueTime.add(next);
            }
        }
    }

    private void runUnthrottled() {
        List<ScheduledProducer> all = new ArrayList<>(producers);
        int index = 0;
        int fullInARow = 0;
        while (running && !all.isEmpty()) {
            ScheduledProducer next = all.get(index);
            index = index + 1 == all.size() ? 0 : index + 1;
            if (next.canSend()) {
                next.sendNext(System.nanoTime());
                fullInARow = 0;
            } else if (++fullInARow >= all.size()) {
                LockSupport.parkNanos(SPIN_THRESHOLD_NANOS); // every window is full
                fullInARow = 0;
            }
        }
    }

    void shutdown() throws InterruptedException {
        running = false;
        join(10_000);
    }
}

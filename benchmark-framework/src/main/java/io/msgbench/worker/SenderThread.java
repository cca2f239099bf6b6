package io.msgbench.worker;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * Drives a group of producers. On a fixed rate it wakes, sends every message that is due by then, in
 * order of due time across its producers (taken from a queue ordered by due time, so picking one costs
 * O(log n) with thousands of producers on the thread), then parks until the next is due. Each message
 * keeps its own intended time, and latency counts from it: parking wakes a little late (tens of
 * microseconds), and that lateness is measured as send delay, not hidden. When it falls behind (a
 * blocking client, a GC pause) it sends what is due immediately, skipping none. With {@code spinWait}
 * it spins instead of parking for waits under {@link #SPIN_THRESHOLD_NANOS}: sends closer to their
 * time, for a core per sender thread. Unthrottled, it goes round the producers whose in-flight window
 * has room, and when every window is full it waits for an acknowledgement to free some.
 */
final class SenderThread extends Thread {
    /** With spinWait, waits shorter than this are spun: parking overshoots by tens of microseconds. */
    static final long SPIN_THRESHOLD_NANOS = 20_000;

    private final List<ScheduledProducer> producers;
    private final boolean spinWait;
    private final WindowRoom room = new WindowRoom();
    private volatile boolean running = true;

    SenderThread(String name, List<ScheduledProducer> producers, boolean spinWait) {
        super(name);
        setDaemon(true);
        this.producers = List.copyOf(producers);
        this.spinWait = spinWait;
        this.producers.forEach(producer -> producer.reportFreedRoomTo(room));
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
            sendEverythingDue(byDueTime, System.nanoTime());
            waitUntil(byDueTime.peek().dueNanos());
        }
    }

    /** Sends each message due at {@code now}, earliest first; each carries its own intended time. */
    private void sendEverythingDue(PriorityQueue<ScheduledProducer> byDueTime, long now) {
        while (running && byDueTime.peek().dueNanos() <= now) {
            ScheduledProducer next = byDueTime.poll();
            next.sendNext(now);
            byDueTime.add(next);
        }
    }

    private void waitUntil(long dueNanos) {
        long wait = dueNanos - System.nanoTime();
        if (wait <= 0) {
            return;
        }
        if (spinWait && wait <= SPIN_THRESHOLD_NANOS) {
            Thread.onSpinWait();
        } else {
            LockSupport.parkNanos(this, wait);
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
                room.await(() -> !running || all.stream().anyMatch(ScheduledProducer::canSend)); // every window is full
                fullInARow = 0;
            }
        }
    }

    void shutdown() throws InterruptedException {
        running = false;
        LockSupport.unpark(this); // out of a park: a long wait for the next due time, or for window room
        join(10_000);
    }
}

package io.msgbench.worker;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Drives a group of producers. On a fixed rate it wakes, sends every message that is due by then, in
 * order of due time across its producers (taken from a queue ordered by due time, so picking one costs
 * O(log n) with thousands of producers on the thread), then waits as its {@link Pacing} says: until the
 * next is due, but by default not sooner than a wake interval after this wake. Each message keeps its own
 * intended time, and latency counts from it: waking late (the interval, and the tens of microseconds a
 * park overshoots) is measured as send delay, not hidden. When it falls behind (a blocking client, a GC
 * pause) it sends what is due immediately, skipping none. Unthrottled, it goes round the producers whose
 * in-flight window has room, and when every window is full it waits for an acknowledgement to free some; the
 * window's size is tuned as it goes ({@link InFlightWindow}).
 */
final class SenderThread extends Thread {
    private final List<ScheduledProducer> producers;
    private final Pacing pacing;
    private final InFlightWindow window;
    private final boolean unthrottled;
    private final WindowFreedSignal room = new WindowFreedSignal();
    private volatile boolean running = true;
    private final BooleanSupplier isRunning = () -> running;
    /** Wakes on a fixed rate that found something due; read once the thread has ended. */
    private long sendingWakes;

    /** @param window the in-flight window of unthrottled producers (unused at a fixed rate) */
    SenderThread(String name, List<ScheduledProducer> producers, Pacing pacing, InFlightWindow window) {
        super(name);
        setDaemon(true);
        this.producers = List.copyOf(producers);
        this.pacing = pacing;
        this.window = window;
        this.unthrottled = !this.producers.stream().allMatch(ScheduledProducer::throttled);
        this.producers.forEach(producer -> producer.reportFreedRoomTo(room));
    }

    @Override
    public void run() {
        if (!unthrottled()) {
            runOnSchedule();
        } else {
            runUnthrottled();
        }
    }

    private void runOnSchedule() {
        PriorityQueue<ScheduledProducer> byDueTime = new PriorityQueue<>(
                Math.max(1, producers.size()), Comparator.comparingLong(ScheduledProducer::dueNanos));
        byDueTime.addAll(producers);
        while (running && !byDueTime.isEmpty()) {
            long wokeAt = System.nanoTime();
            sendEverythingDue(byDueTime, wokeAt);
            pacing.waitUntil(pacing.nextWake(wokeAt, byDueTime.peek().dueNanos()), isRunning, this);
        }
    }

    /** Sends each message due at {@code now}, earliest first; each carries its own intended time. */
    private void sendEverythingDue(PriorityQueue<ScheduledProducer> byDueTime, long now) {
        if (byDueTime.peek().dueNanos() <= now) {
            sendingWakes++;
        }
        while (running && byDueTime.peek().dueNanos() <= now) {
            ScheduledProducer next = byDueTime.poll();
            next.sendNext(now);
            byDueTime.add(next);
        }
    }

    private void runUnthrottled() {
        List<ScheduledProducer> all = new ArrayList<>(producers);
        int index = 0;
        int fullInARow = 0;
        long sent = 0;
        while (running && !all.isEmpty()) {
            long now = System.nanoTime();
            if (window.periodOver(now)) {
                window.endPeriod(now, sent - inFlight(all));
            }
            ScheduledProducer next = all.get(index);
            index = index + 1 == all.size() ? 0 : index + 1;
            int limit = window.limit();
            if (next.canSend(limit)) {
                next.sendNext(now);
                sent++;
                fullInARow = 0;
            } else if (++fullInARow >= all.size()) {
                window.heldBack();
                room.await(() -> !running || all.stream().anyMatch(p -> p.canSend(limit))); // every window is full
                fullInARow = 0;
            } else {
                window.heldBack();
            }
        }
    }

    private static long inFlight(List<ScheduledProducer> producers) {
        long inFlight = 0;
        for (ScheduledProducer producer : producers) {
            inFlight += producer.inFlight();
        }
        return inFlight;
    }

    /** Whether this thread's producers send as fast as their windows allow, not on a schedule. */
    boolean unthrottled() {
        return unthrottled;
    }

    /** Messages each unthrottled producer of this thread may keep in flight now. */
    int inFlightLimit() {
        return window.limit();
    }

    /** The wakes that sent something, at a fixed rate; call after {@link #shutdown()}. */
    long sendingWakes() {
        return sendingWakes;
    }

    void shutdown() throws InterruptedException {
        running = false;
        LockSupport.unpark(this); // out of a park: a long wait for the next due time, or for window room
        join(10_000);
    }
}

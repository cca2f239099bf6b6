package io.msgbench.worker;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * How a sender thread waits for its next send at a fixed rate. Each wake costs the thread several
 * microseconds of CPU (on a VM about 6 µs, whatever the wait), so at tens of thousands of messages per second
 * a wake per message costs more than the sends: by default the thread wakes at most once every
 * {@code minWakeIntervalNanos} and sends everything due by then, each message with its own intended time, so
 * the wait shows as send delay. With {@code spin} it wakes for every due time and spins through waits under
 * {@link #SPIN_THRESHOLD_NANOS} (parking overshoots by tens of microseconds): the least delay, for a core.
 *
 * @param spin                 spin through short waits; the wake interval is then 0
 * @param minWakeIntervalNanos the least time from one wake to the next; 0: wake at every due time
 */
public record Pacing(boolean spin, long minWakeIntervalNanos) {
    /** With spin, waits shorter than this are spun. */
    static final long SPIN_THRESHOLD_NANOS = 20_000;
    /** Parking at every due time, as the fixed-rate sender did before the wake interval. */
    public static final Pacing EVERY_DUE_TIME = new Pacing(false, 0);

    public Pacing {
        if (minWakeIntervalNanos < 0 || (spin && minWakeIntervalNanos > 0)) {
            throw new IllegalArgumentException(
                    "pacing: spin " + spin + " with a wake interval of " + minWakeIntervalNanos + " ns");
        }
    }

    /** The workload's settings: {@code spinWait} wins over the wake interval, since spinning means waking on time. */
    public static Pacing of(boolean spinWait, int minWakeIntervalMicros) {
        return spinWait ? new Pacing(true, 0) : new Pacing(false, minWakeIntervalMicros * 1_000L);
    }

    /** When a thread that woke at {@code wokeAt} wakes next, for a send due at {@code nextDue}. */
    long nextWake(long wokeAt, long nextDue) {
        return Math.max(nextDue, wokeAt + minWakeIntervalNanos);
    }

    /**
     * Waits until {@code wakeNanos} on {@link System#nanoTime()}, or until {@code running} turns false (call
     * {@link LockSupport#unpark} to end a wait early). A park that returns early parks again for the rest.
     */
    void waitUntil(long wakeNanos, BooleanSupplier running, Object blocker) {
        for (long wait = wakeNanos - System.nanoTime();
                wait > 0 && running.getAsBoolean();
                wait = wakeNanos - System.nanoTime()) {
            if (spin && wait <= SPIN_THRESHOLD_NANOS) {
                Thread.onSpinWait();
            } else {
                LockSupport.parkNanos(blocker, wait);
            }
        }
    }
}

package io.msgbench.measure;

import java.time.Instant;

/**
 * Wall-clock time in nanoseconds since the epoch, read from {@link System#nanoTime()}.
 *
 * <p>Why: {@code System.currentTimeMillis()} has millisecond precision (the weakness the 2019 study
 * called out) and can step when NTP adjusts the clock mid-run. This clock is anchored to the wall
 * clock once, when the class loads, and then advances monotonically with the nanosecond timer, so
 * producer and consumer in one JVM read one consistent clock. Across hosts the anchors differ by the
 * hosts' clock offset, which the distributed mode measures.
 */
public final class HostClock {
    private static final long ANCHOR_NANO_TIME;
    private static final long ANCHOR_EPOCH_NANOS;
    private static final ClockSource SOURCE;

    static {
        Instant now = Instant.now();
        ANCHOR_NANO_TIME = System.nanoTime();
        ANCHOR_EPOCH_NANOS = now.getEpochSecond() * 1_000_000_000L + now.getNano();
        SOURCE = new ClockSource(ClockSource.thisKernel(), ANCHOR_EPOCH_NANOS - ANCHOR_NANO_TIME);
    }

    private HostClock() {
    }

    public static long epochNanos() {
        return toEpochNanos(System.nanoTime());
    }

    /** The timer this clock advances with and where it is anchored: what lets two JVMs on one host compare exactly. */
    public static ClockSource source() {
        return SOURCE;
    }

    /** Converts a {@link System#nanoTime()} reading into this clock's epoch nanoseconds. */
    public static long toEpochNanos(long nanoTime) {
        return ANCHOR_EPOCH_NANOS + (nanoTime - ANCHOR_NANO_TIME);
    }
}

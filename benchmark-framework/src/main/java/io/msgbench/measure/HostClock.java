package io.msgbench.measure;

import io.msgbench.result.ClockSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
@SuppressWarnings("TimeInStaticInitializer") // the anchor at class loading is the design (see above)
public final class HostClock {
    private static final long ANCHOR_NANO_TIME;
    private static final long ANCHOR_EPOCH_NANOS;
    private static final ClockSource SOURCE;
    private static final Path BOOT_ID = Path.of("/proc/sys/kernel/random/boot_id");
    // a time namespace may shift the monotonic timer, so two namespaces of one kernel are two timers
    private static final Path TIME_NAMESPACE = Path.of("/proc/self/ns/time");

    static {
        Instant now = Instant.now();
        ANCHOR_NANO_TIME = System.nanoTime();
        ANCHOR_EPOCH_NANOS = now.getEpochSecond() * 1_000_000_000L + now.getNano();
        SOURCE = new ClockSource(thisKernel(), ANCHOR_EPOCH_NANOS - ANCHOR_NANO_TIME);
    }

    private HostClock() {}

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

    /** The kernel this JVM runs on, or {@code null} when it cannot be told (not Linux, /proc unreadable). */
    private static String thisKernel() {
        try {
            String bootId = Files.readString(BOOT_ID).trim();
            String timeNamespace = Files.exists(TIME_NAMESPACE)
                    ? Files.readSymbolicLink(TIME_NAMESPACE).toString()
                    : "no time namespaces";
            return bootId + " " + timeNamespace;
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
    }
}

package io.msgbench.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Which clock a {@link HostClock} reads: the kernel whose monotonic timer it advances with, and the epoch time
 * that timer's zero stands for in that JVM. JVMs on one kernel read one timer, so their HostClocks differ by
 * exactly the difference of their epochs at zero (a known figure, not an estimate), however far apart they
 * were started; JVMs on different kernels can only be compared by measuring ({@link ClockOffset}).
 *
 * @param kernel           the kernel's boot id and time namespace; {@code null} where the platform cannot tell
 * @param epochAtZeroNanos the HostClock reading (epoch nanoseconds) at which {@link System#nanoTime()} reads 0
 */
public record ClockSource(String kernel, long epochAtZeroNanos) {
    private static final Path BOOT_ID = Path.of("/proc/sys/kernel/random/boot_id");
    // a time namespace may shift the monotonic timer, so two namespaces of one kernel are two timers
    private static final Path TIME_NAMESPACE = Path.of("/proc/self/ns/time");

    /** Whether both read one monotonic timer, so that {@link #nanosApartFrom} is exact. */
    public boolean sharesTimerWith(ClockSource other) {
        return other != null && kernel != null && kernel.equals(other.kernel);
    }

    /** How far two HostClocks on one timer are apart, exactly. */
    public long nanosApartFrom(ClockSource other) {
        return Math.abs(epochAtZeroNanos - other.epochAtZeroNanos);
    }

    /** The kernel this JVM runs on, or {@code null} when it cannot be told (not Linux, /proc unreadable). */
    static String thisKernel() {
        try {
            String bootId = Files.readString(BOOT_ID).trim();
            String timeNamespace = Files.exists(TIME_NAMESPACE) ? Files.readSymbolicLink(TIME_NAMESPACE).toString()
                    : "no time namespaces";
            return bootId + " " + timeNamespace;
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
    }
}

package io.msgbench.result;

/**
 * Which clock a HostClock (the run core's clock) reads: the kernel whose monotonic timer it advances with, and the epoch time
 * that timer's zero stands for in that JVM. JVMs on one kernel read one timer, so their HostClocks differ by
 * exactly the difference of their epochs at zero (a known figure, not an estimate), however far apart they
 * were started; JVMs on different kernels can only be compared by measuring ({@link ClockOffset}).
 *
 * @param kernel           the kernel's boot id and time namespace; {@code null} where the platform cannot tell
 * @param epochAtZeroNanos the HostClock reading (epoch nanoseconds) at which {@link System#nanoTime()} reads 0
 */
public record ClockSource(String kernel, long epochAtZeroNanos) {
    /** Whether both read one monotonic timer, so that {@link #nanosApartFrom} is exact. */
    public boolean sharesTimerWith(ClockSource other) {
        return other != null && kernel != null && kernel.equals(other.kernel);
    }

    /** How far two HostClocks on one timer are apart, exactly. */
    public long nanosApartFrom(ClockSource other) {
        return Math.abs(epochAtZeroNanos - other.epochAtZeroNanos);
    }
}

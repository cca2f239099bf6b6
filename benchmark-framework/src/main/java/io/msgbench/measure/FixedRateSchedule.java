package io.msgbench.measure;

/** Message {@code i} is due at {@code start + i × interval}: a uniform open-loop schedule. */
public final class FixedRateSchedule implements SendSchedule {
    private final long startNanos;
    private final double intervalNanos;

    public FixedRateSchedule(long startNanos, double intervalNanos) {
        this.startNanos = startNanos;
        this.intervalNanos = intervalNanos;
    }

    @Override
    public long intendedNanos(long sequence, long now) {
        // Multiplying (not accumulating) keeps rounding error from drifting the rate over long runs.
        return startNanos + (long) (sequence * intervalNanos);
    }

    @Override
    public boolean throttled() {
        return true;
    }
}

package io.msgbench.measure;

/**
 * Hands out the intended send time of each message of one producer, in {@link System#nanoTime()} units.
 * Latency is measured from these times, so a stalled client shows up as latency instead of being
 * hidden by a slower send loop (no coordinated omission).
 */
public interface SendSchedule {

    /** The intended send time of message {@code sequence}; {@code now} serves unthrottled schedules. */
    long intendedNanos(long sequence, long now);

    /** Whether messages wait for their time (fixed rate) or go as fast as the window allows. */
    boolean throttled();

    /**
     * The schedule of one of {@code producers} producers sharing {@code totalRatePerSecond} evenly,
     * offset from each other so that together they send on one uniform grid. A rate of 0 means unthrottled.
     */
    static SendSchedule forProducer(double totalRatePerSecond, int producers, int producerIndex, long startNanos) {
        if (totalRatePerSecond <= 0) {
            return new UnthrottledSchedule();
        }
        double totalIntervalNanos = 1e9 / totalRatePerSecond;
        long offset = Math.round(producerIndex * totalIntervalNanos);
        return new FixedRateSchedule(startNanos + offset, totalIntervalNanos * producers);
    }
}

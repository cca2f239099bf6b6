package io.msgbench.measure;

/**
 * {@code producerRate: 0}: every message is due when the sender gets to it, so publish latency equals
 * the service time and send delay is zero; the result states the run was unthrottled.
 */
public final class UnthrottledSchedule implements SendSchedule {
    @Override
    public long intendedNanos(long sequence, long now) {
        return now;
    }

    @Override
    public boolean throttled() {
        return false;
    }
}

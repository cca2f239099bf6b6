package io.msgbench.result;

import org.jspecify.annotations.Nullable;

/**
 * How a backlog run went (OMB's {@code consumerBacklogSizeGB}; the 2020 study's catch-up read): the backlog
 * built while the consumers were paused, how long building and draining took, and the verdict. The backlog
 * over time is in the intervals (phases {@code backlog} and {@code catch-up}); rates and latencies per phase
 * come from them too (see {@link PhaseFigures}). Times have the resolution of the sampling interval.
 *
 * @param targetBytes          the backlog asked for, bytes over all subscriptions
 * @param emptyLevelMessages   the backlog at or below which it counts as drained
 * @param backlogAtResume      the backlog, in messages, when the consumers were resumed
 * @param buildSeconds         from pausing the consumers to resuming them
 * @param drainSeconds         from resuming to drained; null when it did not drain
 * @param verdict              {@code drained}, {@code stalled} (no progress within the bound) or {@code failed}
 * @param detail               the verdict in words
 */
public record BacklogReport(
        long targetBytes,
        long targetMessages,
        long emptyLevelMessages,
        long backlogAtResume,
        double buildSeconds,
        @Nullable Double drainSeconds,
        String verdict,
        String detail) {
    public static final String DRAINED = "drained";
    public static final String STALLED = "stalled";
    public static final String FAILED = "failed";
}

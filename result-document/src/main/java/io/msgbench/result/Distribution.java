package io.msgbench.result;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * How a distributed run was spread over its workers, and how far their clocks could be trusted.
 * Clock offsets are each worker's clock minus the coordinator's, measured before and after the run.
 *
 * @param mode      {@code split} or {@code swarm}
 * @param endToEnd  whether end-to-end latency crossed hosts and how large the clock error could be
 */
public record Distribution(String mode, List<WorkerRecord> workers, EndToEndClock endToEnd) {

    /**
     * One worker: its share of the clients and its clock. {@code clockAfter} is null when it was lost;
     * {@code clockSource} is null in results written before it was recorded, or from a worker that cannot tell.
     */
    public record WorkerRecord(
            String url,
            int producers,
            int consumers,
            ClockOffset clockBefore,
            @Nullable ClockOffset clockAfter,
            @Nullable ClockSource clockSource,
            boolean lost) {}

    /**
     * @param crossHost             messages were produced on one host and consumed on another (workers on
     *                              one kernel read one timer and count as one host)
     * @param clockErrorBoundMicros the largest error end-to-end samples may carry: between workers on two
     *                              hosts, their measured offset plus both error bounds; on one host, the exact
     *                              difference of their clocks
     * @param medianMicros          the measured end-to-end median
     * @param unreliable            cross-host and the bound exceeds 10 % of the median
     */
    public record EndToEndClock(
            boolean crossHost, long clockErrorBoundMicros, double medianMicros, boolean unreliable) {}
}

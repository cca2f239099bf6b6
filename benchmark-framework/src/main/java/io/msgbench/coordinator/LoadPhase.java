package io.msgbench.coordinator;

import io.msgbench.result.IntervalResult;
import java.time.Duration;
import java.time.Instant;

/**
 * Keeps the load running for a phase's duration (warm-up or measure) while sampling every interval;
 * the last sample falls exactly on the phase's end, so phases never share an interval.
 */
final class LoadPhase {
    private final IntervalSampler sampler;
    private final RunControl control;
    private final RunListener listener;
    private final Duration sampleInterval;

    LoadPhase(IntervalSampler sampler, RunControl control, RunListener listener, Duration sampleInterval) {
        this.sampler = sampler;
        this.control = control;
        this.listener = listener;
        this.sampleInterval = sampleInterval;
    }

    /** Runs until the duration is over or the run is cancelled; false when cancelled. */
    boolean run(String phase, Duration duration) {
        Instant start = Instant.now();
        Instant end = start.plus(duration);
        while (true) {
            Instant now = Instant.now();
            Duration untilEnd = Duration.between(now, end);
            boolean last = untilEnd.compareTo(sampleInterval) <= 0;
            boolean cancelled = control.await(last ? untilEnd : sampleInterval);
            IntervalResult interval = sampler.sample(phase);
            Instant sampledAt = interval.end();
            Duration remaining = Duration.between(sampledAt, end);
            listener.intervalSampled(
                    interval, Duration.between(start, sampledAt), remaining.isNegative() ? Duration.ZERO : remaining);
            if (cancelled) {
                return false;
            }
            if (last) {
                return true;
            }
        }
    }
}

package io.msgbench.result;

import java.time.Duration;
import java.time.Instant;

/**
 * What happened when a fault ran: when it began and ended (wall clock, so it lines up with the sampling
 * intervals; also as offsets into the measure phase), whether it worked, and what it printed.
 *
 * @param index  position in the workload's {@code faults} list, from 0
 * @param detail what was done ("SIGKILL pid 4242"), why it failed, or the command's exit code and output
 */
public record FaultEvent(
        int index,
        FaultSpec spec,
        Outcome outcome,
        Instant started,
        Instant ended,
        Duration startOffset,
        Duration endOffset,
        String detail) {

    public enum Outcome {
        DONE,
        FAILED,
        NOT_REACHED
    }

    public boolean happened() {
        return outcome != Outcome.NOT_REACHED;
    }
}

package io.msgbench.coordinator;

import java.util.Locale;

/** How a distributed run places producers and consumers on its workers. */
public enum SplitMode {
    /** Producers on the first half of the workers, consumers on the other half (as OMB). */
    SPLIT,
    /** Each topic wholly on one worker: it consumes what it produced, so end-to-end latency uses one clock. */
    SWARM;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}

package io.msgbench.coordinator;

import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** How a distributed run places producers and consumers on its workers. */
public enum SplitMode {
    /** Producers on the first half of the workers, consumers on the other half (as OMB). */
    SPLIT,
    /** Each topic wholly on one worker: it consumes what it produced, so end-to-end latency uses one clock. */
    SWARM,
    /**
     * Producers on the first third of the workers (rounded up), consumers on the rest: OMB's {@code -x/--extra},
     * for workloads whose consumers must catch up with a backlog.
     */
    EXTRA_CONSUMERS;

    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The modes as a user writes them, for error messages: "split, swarm or extra-consumers". */
    public static String choices() {
        List<String> labels = Stream.of(values()).map(SplitMode::label).toList();
        return String.join(", ", labels.subList(0, labels.size() - 1)) + " or " + labels.get(labels.size() - 1);
    }
}

package io.msgbench.nightly;

import java.nio.file.Path;
import java.util.Collections;
import java.util.List;

/**
 * What {@code bin/benchmark nightly} runs: each workload on each driver, {@code repeats} times, with the
 * {@code set} overrides, its results kept in {@code history} and judged by {@code gates}.
 */
public record NightlySuite(
        String name,
        List<Path> workloads,
        List<Path> drivers,
        int repeats,
        List<String> overrides,
        Path history,
        Gates gates) {
    public NightlySuite {
        workloads = List.copyOf(workloads);
        drivers = List.copyOf(drivers);
        overrides = List.copyOf(overrides);
    }

    /** The workload files in run order: each one {@code repeats} times in a row. */
    public List<Path> workloadRuns() {
        return workloads.stream()
                .flatMap(w -> Collections.nCopies(repeats, w).stream())
                .toList();
    }
}

package io.msgbench.coordinator;

import java.time.Duration;

/**
 * How the coordinator runs, apart from the workload: how often it samples and prints progress, how
 * long it waits for readiness and for the drain, whether it leaves the topics behind.
 */
public record RunOptions(Duration sampleInterval, Duration probeTimeout, Duration drainTimeout, boolean keepTopics) {
    public static final RunOptions DEFAULTS =
            new RunOptions(Duration.ofSeconds(10), Duration.ofSeconds(120), Duration.ofSeconds(60), false);

    public RunOptions {
        if (sampleInterval.toMillis() < 100) {
            throw new IllegalArgumentException("the sample interval must be at least 100ms, got " + sampleInterval);
        }
    }
}

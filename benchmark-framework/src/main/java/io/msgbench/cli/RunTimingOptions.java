package io.msgbench.cli;

import io.msgbench.coordinator.RunOptions;
import java.time.Duration;
import picocli.CommandLine.Option;

/** The sampling interval and drain timeout: options of the run machinery that run and sweep share. */
final class RunTimingOptions {
    @Option(
            names = "--interval",
            paramLabel = "DURATION",
            converter = DurationConverter.class,
            description = "Sampling and progress interval. Default: 10s")
    Duration interval = RunOptions.DEFAULTS.sampleInterval();

    @Option(
            names = "--drain-timeout",
            paramLabel = "DURATION",
            converter = DurationConverter.class,
            description = "How long to wait after the producers stop for every message to arrive. Default: 60s")
    Duration drainTimeout = RunOptions.DEFAULTS.drainTimeout();

    RunOptions options(Duration probeTimeout, boolean keepTopics) {
        return new RunOptions(interval, probeTimeout, drainTimeout, keepTopics);
    }
}

package io.msgbench.cli;

import io.msgbench.sweep.SweepRule;
import java.time.Duration;
import picocli.CommandLine.Option;

/** How sweep points are judged, shared by {@code sweep} and {@code report --sweep}. */
final class SweepRuleOptions {
    @Option(
            names = "--slo",
            paramLabel = "DURATION",
            converter = DurationConverter.class,
            description = "p99 publish latency the knee must stay within. Default: 10ms")
    Duration slo = Duration.ofMillis(10);

    @Option(
            names = "--stop-above",
            paramLabel = "DURATION",
            converter = DurationConverter.class,
            description =
                    "A point whose p99 publish latency passes this is not sustained (stops a ladder). Default: 1s")
    Duration stopAbove = Duration.ofSeconds(1);

    @Option(
            names = "--tolerance",
            paramLabel = "PERCENT",
            converter = PercentConverter.class,
            description = "How far short of its target a point may fall and still count as sustained. Default: 5%")
    double tolerance = 0.05;

    /** The rule; an IllegalArgumentException for values it cannot use. */
    SweepRule rule() {
        return new SweepRule(tolerance, stopAbove.toNanos() / 1e6, slo.toNanos() / 1e6);
    }
}

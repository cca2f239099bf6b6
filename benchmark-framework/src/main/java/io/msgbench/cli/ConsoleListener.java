package io.msgbench.cli;

import io.msgbench.coordinator.RunListener;
import io.msgbench.result.FaultEvent;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.LatencyStats;
import io.msgbench.result.Metric;
import java.io.PrintStream;
import java.time.Duration;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The progress line printed every interval:
 * <pre>
 * [measure 0:20 / 0:40 left] pub 5000 msg/s 4.9 MB/s | cons 5000 msg/s 4.9 MB/s | backlog 3 |
 *   pub ms avg 1.9 p50 1.8 p99 3.1 p99.9 4.0 max 6.2 | e2e ms avg 2.4 p50 2.2 p99 4.0 p99.9 5.1 max 8.0
 * </pre>
 */
final class ConsoleListener implements RunListener {
    private final PrintStream out;
    private final Set<String> printedWarnings = new HashSet<>();

    ConsoleListener(PrintStream out) {
        this.out = out;
    }

    @Override
    public void phaseStarted(String phase) {
        out.println("-- " + phase);
    }

    @Override
    public void intervalSampled(IntervalResult i, Duration elapsed, Duration remaining) {
        StringBuilder line = new StringBuilder(String.format(
                Locale.ROOT,
                "[%s %s / %s left] pub %.0f msg/s %.1f MB/s | cons %.0f msg/s %.1f MB/s | backlog %d",
                i.phase(),
                clock(elapsed),
                clock(remaining),
                i.publishRate(),
                i.publishMegabytesPerSecond(),
                i.consumeRate(),
                i.consumeMegabytesPerSecond(),
                i.backlog()));
        line.append(" | pub ms ")
                .append(latencies(LatencyStats.of(i.histograms().get(Metric.PUBLISH_LATENCY))));
        line.append(" | e2e ms ")
                .append(latencies(LatencyStats.of(i.histograms().get(Metric.END_TO_END_LATENCY))));
        if (i.counts().failed() > 0) {
            line.append(" | send errors ")
                    .append(i.counts().failed())
                    .append(" (")
                    .append(i.lastSendError())
                    .append(')');
        }
        out.println(line);
    }

    @Override
    public void warning(String message) {
        // the run's warnings are printed as they happen and again with the result: each once
        if (printedWarnings.add(message)) {
            out.println("warning: " + message);
        }
    }

    @Override
    public void note(String line) {
        out.println(line);
    }

    @Override
    public void faultEnded(FaultEvent event) {
        out.printf(
                Locale.ROOT,
                "fault %d: %s: %s at %.1f s (took %.1f s): %s%n",
                event.index() + 1,
                event.spec().describe(),
                event.outcome().name().toLowerCase(Locale.ROOT),
                event.startOffset().toMillis() / 1000.0,
                event.endOffset().minus(event.startOffset()).toMillis() / 1000.0,
                event.detail());
    }

    private static String latencies(LatencyStats s) {
        return String.format(
                Locale.ROOT,
                "avg %.3f p50 %.3f p99 %.3f p99.9 %.3f max %.3f",
                s.averageMillis(),
                s.percentile(50.0),
                s.percentile(99.0),
                s.percentile(99.9),
                s.maxMillis());
    }

    private static String clock(Duration d) {
        long seconds = d.toSeconds();
        return String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
    }
}

package io.msgbench.result;

import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Rates and publish latency over the intervals of one phase: what the backlog report compares (publish
 * latency while building, while catching up, and after) and the throughput line (records/s and MB/s).
 */
public record PhaseFigures(
        String phase,
        double seconds,
        double publishRate,
        double publishMegabytesPerSecond,
        double consumeRate,
        double consumeMegabytesPerSecond,
        LatencyStats publishLatency,
        LatencyStats endToEndLatency) {

    public static PhaseFigures of(String phase, List<IntervalResult> intervals) {
        CounterSnapshot counts = CounterSnapshot.ZERO;
        double seconds = 0;
        Histogram publish = new Histogram(3);
        Histogram endToEnd = new Histogram(3);
        for (IntervalResult interval : intervals) {
            if (phase.equals(interval.phase())) {
                counts = counts.plus(interval.counts());
                seconds += interval.seconds();
                publish.add(interval.histograms().get(Metric.PUBLISH_LATENCY));
                endToEnd.add(interval.histograms().get(Metric.END_TO_END_LATENCY));
            }
        }
        double s = Math.max(seconds, 1e-9);
        return new PhaseFigures(
                phase,
                seconds,
                counts.acked() / s,
                counts.sentBytes() / s / MEGABYTE,
                counts.received() / s,
                counts.receivedBytes() / s / MEGABYTE,
                LatencyStats.of(publish),
                LatencyStats.of(endToEnd));
    }

    private static final double MEGABYTE = 1024 * 1024;
}

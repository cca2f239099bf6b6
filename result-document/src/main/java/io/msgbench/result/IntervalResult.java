package io.msgbench.result;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * One sampling interval, merged over all workers: message counts in the interval, the backlog at its
 * end, and the latency histograms recorded in it (microseconds).
 *
 * @param partitions topic → its partition (segment) count at the interval's end, for the topics the run watched
 *                   (the first {@value #WATCHED_TOPICS}); empty where the driver could not tell. Pravega's
 *                   auto-scaling changes it during a run.
 * @param broker     the embedded broker's CPU and GC in the interval; null without one (or for the first interval)
 */
public record IntervalResult(
        String phase,
        Instant start,
        Instant end,
        CounterSnapshot counts,
        long backlog,
        Map<Metric, Histogram> histograms,
        String lastSendError,
        Map<String, Integer> partitions,
        BrokerFigures broker) {
    /** How many topics' partition counts each interval records: a sample costs one driver call per topic. */
    public static final int WATCHED_TOPICS = 16;

    public IntervalResult {
        partitions = Map.copyOf(partitions);
    }

    /** The partitions of every watched topic together, or -1 when none was recorded. */
    public int totalPartitions() {
        return partitions.isEmpty()
                ? -1
                : partitions.values().stream().mapToInt(Integer::intValue).sum();
    }

    public double seconds() {
        return Math.max(1e-9, Duration.between(start, end).toNanos() / 1e9);
    }

    public double publishRate() {
        return counts.acked() / seconds();
    }

    public double publishErrorRate() {
        return counts.failed() / seconds();
    }

    public double consumeRate() {
        return counts.received() / seconds();
    }

    public double publishMegabytesPerSecond() {
        return counts.sentBytes() / seconds() / (1024 * 1024);
    }

    public double consumeMegabytesPerSecond() {
        return counts.receivedBytes() / seconds() / (1024 * 1024);
    }
}

package io.msgbench.result;

import io.msgbench.measure.CounterSnapshot;
import io.msgbench.measure.Metric;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * One sampling interval, merged over all workers: message counts in the interval, the backlog at its
 * end, and the latency histograms recorded in it (microseconds).
 */
public record IntervalResult(String phase, Instant start, Instant end, CounterSnapshot counts, long backlog,
                             Map<Metric, Histogram> histograms, String lastSendError) {

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

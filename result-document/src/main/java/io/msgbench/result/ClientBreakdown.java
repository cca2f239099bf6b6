package io.msgbench.result;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.msgbench.driver.api.ClientMetrics;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The clients' own latency figures (the 2017 study's breakdown): one sample per interval and the measure
 * phase's figures combined (averages averaged, maxima maximized). Empty when the driver exposes none.
 */
public record ClientBreakdown(Map<String, Double> measure, List<Sample> samples) {
    public static final ClientBreakdown NONE = new ClientBreakdown(Map.of(), List.of());

    /** When a record's wait in the producer beyond the configured linger is at least this share of the latency. */
    static final double DOMINANT_SHARE = 0.5;
    /** How far above the configured linger the wait must be: waiting about linger.ms is what linger asks for. */
    static final double LINGER_MULTIPLE = 2.0;

    /** The figures one sample read, at the end of an interval of {@code phase}. */
    public record Sample(String phase, Instant at, Map<String, Double> figures) {}

    public ClientBreakdown {
        measure = Map.copyOf(measure);
        samples = List.copyOf(samples);
    }

    /** Every figure's name in the measure figures or any sample, sorted. */
    public SortedSet<String> names() {
        SortedSet<String> names = new TreeSet<>(measure.keySet());
        samples.forEach(sample -> names.addAll(sample.figures().keySet()));
        return names;
    }

    @JsonIgnore // not a field of the document (Jackson wrote it as "empty" until the schema named it an extra key)
    public boolean isEmpty() {
        return measure.isEmpty() && samples.isEmpty();
    }

    /**
     * A warning when time in the producer (buffer wait plus blocked send) beyond the configured linger
     * ({@link ClientMetrics#PRODUCER_LINGER}, 0 when the driver reports none) makes up most of the latency the run
     * measured, and is well above that linger: the 2017 study's 53-second end-to-end delay hid there. Records that
     * wait about linger.ms are what the setting asks for, not a client that sends faster than it can deliver.
     */
    public Optional<String> producerBufferDominance(LatencyStats endToEnd, LatencyStats publish) {
        double queue = measure.getOrDefault(ClientMetrics.PRODUCER_QUEUE_AVG, 0.0);
        double blocked = measure.getOrDefault(ClientMetrics.SEND_BLOCKED_AVG, 0.0);
        double linger = measure.getOrDefault(ClientMetrics.PRODUCER_LINGER, 0.0);
        double queued = queue + blocked;
        boolean hasEndToEnd = endToEnd.count() > 0;
        double total = hasEndToEnd ? endToEnd.averageMillis() : publish.averageMillis();
        if (total <= 0 || queued - linger < DOMINANT_SHARE * total || queued < LINGER_MULTIPLE * linger) {
            return Optional.empty();
        }
        String lingerText = measure.containsKey(ClientMetrics.PRODUCER_LINGER)
                ? String.format(
                        Locale.ROOT, ", %.3f ms above the configured linger of %.3f ms", queued - linger, linger)
                : "";
        return Optional.of(String.format(
                Locale.ROOT,
                "producer buffer time dominates: records waited %.3f ms on"
                        + " average in the producer (buffer queue %.3f ms + blocked in send %.3f ms) of %.3f ms average"
                        + " %s latency%s; the client is sending faster than it can deliver (check linger.ms,"
                        + " batch.size, buffer.memory and the produce request latency)",
                queued,
                queue,
                blocked,
                total,
                hasEndToEnd ? "end-to-end" : "publish",
                lingerText));
    }
}

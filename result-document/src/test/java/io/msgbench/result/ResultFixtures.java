package io.msgbench.result;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Small hand-made results for formatter tests. */
public final class ResultFixtures {
    static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    private ResultFixtures() {}

    /**
     * A result in OMB's own format (the fields its Kafka runs write): served from this module's test jar to the tests of
     * the modules that read results, as a file of its own that a test may copy or read.
     */
    public static Path ombKafkaResult() {
        try (InputStream in = ResultFixtures.class.getResourceAsStream("/omb-results/omb-kafka-result.json")) {
            if (in == null) {
                throw new IllegalStateException("omb-results/omb-kafka-result.json is not on the test class path");
            }
            Path file = Files.createTempFile("omb-kafka-result", ".json");
            file.toFile().deleteOnExit();
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Publish latencies 1..1000 µs, end-to-end 2..2000 µs (all even), others 5 µs. */
    public static Map<Metric, Histogram> histograms() {
        Map<Metric, Histogram> histograms = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            Histogram h = new Histogram(3);
            for (int v = 1; v <= 1000; v++) {
                h.recordValue(
                        switch (metric) {
                            case PUBLISH_LATENCY -> v;
                            case END_TO_END_LATENCY -> 2L * v;
                            default -> 5;
                        });
            }
            histograms.put(metric, h);
        }
        return histograms;
    }

    public static RunResult result() {
        return result(histograms());
    }

    /** A run whose consumers recorded nothing (a producer-only run, or its consumer worker was lost at once). */
    public static RunResult withoutEndToEnd() {
        Map<Metric, Histogram> histograms = histograms();
        histograms.put(Metric.END_TO_END_LATENCY, new Histogram(3));
        return result(histograms);
    }

    private static RunResult result(Map<Metric, Histogram> histograms) {
        CounterSnapshot counts = new CounterSnapshot(1000, 100_000, 1000, 0, 1000, 100_000, 0);
        IntervalResult interval = new IntervalResult(
                RunResult.MEASURE_PHASE, T0, T0.plusSeconds(10), counts, 0, histograms, null, Map.of(), null);
        RunShape shape = new RunShape(1, 4, 1, 1, 1, 100, 100, 100, "NO_KEY", "payload");
        DeliveryCounts delivery = new DeliveryCounts(1000, 1000, 0, 1000, 1000, 0, 0, 0, 0, 0, null);
        return new RunResult(
                "abc",
                RunStatus.COMPLETE,
                null,
                "w",
                "Kafka",
                Map.of("messageSize", 100),
                Map.of("name", "Kafka"),
                Map.of("durability", "no fsync"),
                shape,
                new Environment(Map.of("host", "h")),
                T0,
                T0.plusSeconds(12),
                List.of(new PhaseRecord("measure", T0, T0.plusSeconds(10), "ok", null)),
                List.of(interval),
                histograms,
                delivery,
                List.of(),
                RunFindings.NONE,
                null);
    }

    /**
     * A result whose intervals are these (and nothing else changed): a run through warm-up, backlog, catch-up,
     * measure and drain built in code.
     */
    public static RunResult withIntervals(List<IntervalResult> intervals) {
        RunResult r = result();
        return new RunResult(
                r.runId(),
                r.status(),
                r.failure(),
                r.workloadName(),
                r.driverName(),
                r.workloadConfig(),
                r.driverConfig(),
                r.driverSettings(),
                r.shape(),
                r.environment(),
                r.start(),
                r.end(),
                r.phases(),
                intervals,
                r.aggregate(),
                r.counts(),
                r.warnings(),
                r.findings(),
                r.distribution());
    }

    /** The same result with these client figures (a Kafka run's breakdown, say) and nothing else changed. */
    public static RunResult withClientBreakdown(RunResult r, ClientBreakdown breakdown) {
        RunFindings findings = new RunFindings(
                r.findings().topics(),
                r.findings().topicFacts(),
                r.findings().backlog(),
                breakdown,
                r.findings().faults());
        return new RunResult(
                r.runId(),
                r.status(),
                r.failure(),
                r.workloadName(),
                r.driverName(),
                r.workloadConfig(),
                r.driverConfig(),
                r.driverSettings(),
                r.shape(),
                r.environment(),
                r.start(),
                r.end(),
                r.phases(),
                r.intervals(),
                r.aggregate(),
                r.counts(),
                r.warnings(),
                findings,
                r.distribution());
    }

    /**
     * One interval from second {@code from} to {@code to} after T0: {@code acked} written, {@code received} read,
     * the backlog at its end, and publish latencies of 1..1000 µs times {@code latencyScale}.
     */
    public static IntervalResult interval(
            String phase, int from, int to, long acked, long received, long backlog, int latencyScale) {
        return intervalMillis(phase, from * 1000L, to * 1000L, acked, received, backlog, latencyScale);
    }

    /** As {@link #interval}, its bounds in milliseconds since {@link #T0}. */
    public static IntervalResult intervalMillis(
            String phase, long fromMillis, long toMillis, long acked, long received, long backlog, int latencyScale) {
        Map<Metric, Histogram> histograms = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            Histogram h = new Histogram(3);
            for (int v = 1; v <= 1000; v++) {
                h.recordValue((long) v * latencyScale);
            }
            histograms.put(metric, h);
        }
        CounterSnapshot counts = new CounterSnapshot(acked, acked * 100, acked, 0, received, received * 100, 0);
        return new IntervalResult(
                phase,
                T0.plusMillis(fromMillis),
                T0.plusMillis(toMillis),
                counts,
                backlog,
                histograms,
                null,
                Map.of(),
                null);
    }
}

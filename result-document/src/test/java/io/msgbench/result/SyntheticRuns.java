package io.msgbench.result;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.HdrHistogram.Histogram;

/**
 * Results built in memory and written by the framework's own {@link ResultJson} writer, so tests read real
 * result files: 5 measure intervals of 1 s, latencies drawn from a seeded distribution times {@code scale}.
 */
public final class SyntheticRuns {
    public static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");
    private static final int INTERVALS = 5;
    private boolean scalingSegments;
    private static final int SAMPLES_PER_INTERVAL = 2_000;

    private String driver = "Kafka";
    private String workload = "w";
    private double scale = 1.0;
    private double targetRate = 2_000;
    private double achievedRate = 2_000;
    private long lost;
    private long seed = 42;
    private int messageSize = 100;

    public static SyntheticRuns run() {
        return new SyntheticRuns();
    }

    public SyntheticRuns driver(String name) {
        this.driver = name;
        return this;
    }

    public SyntheticRuns workload(String name) {
        this.workload = name;
        return this;
    }

    /** Every latency multiplied by this. */
    public SyntheticRuns latencyScale(double factor) {
        this.scale = factor;
        return this;
    }

    public SyntheticRuns rates(double target, double achieved) {
        this.targetRate = target;
        this.achievedRate = achieved;
        return this;
    }

    public SyntheticRuns messageSize(int bytes) {
        this.messageSize = bytes;
        return this;
    }

    public SyntheticRuns lost(long messages) {
        this.lost = messages;
        return this;
    }

    /** Each interval records one topic's partitions, doubling every interval from 1 (a scaling Pravega stream). */
    public SyntheticRuns scalingSegments() {
        this.scalingSegments = true;
        return this;
    }

    public SyntheticRuns seed(long value) {
        this.seed = value;
        return this;
    }

    public Path writeTo(Path file) throws IOException {
        ResultJson.write(build(), file);
        return file;
    }

    public RunResult build() {
        Random random = new Random(seed);
        List<IntervalResult> intervals = new ArrayList<>();
        long acked = Math.round(achievedRate);
        for (int i = 0; i < INTERVALS; i++) {
            CounterSnapshot counts =
                    new CounterSnapshot(acked, acked * messageSize, acked, 0, acked, acked * messageSize, 0);
            Map<String, Integer> partitions = scalingSegments ? Map.of("stream-0", 1 << i) : Map.of();
            intervals.add(new IntervalResult(
                    RunResult.MEASURE_PHASE,
                    T0.plusSeconds(i),
                    T0.plusSeconds(i + 1L),
                    counts,
                    3,
                    histograms(random),
                    null,
                    partitions,
                    null));
        }
        long total = acked * INTERVALS;
        DeliveryCounts delivery =
                new DeliveryCounts(total, total, 0, total - lost, total - lost, 0, lost, 0, 0, 0, null);
        RunShape shape = new RunShape(1, 4, 1, 1, 1, messageSize, messageSize, targetRate, "NO_KEY", "payload");
        return new RunResult(
                Long.toHexString(seed),
                RunStatus.COMPLETE,
                null,
                workload,
                driver,
                Map.of("name", workload, "producerRate", targetRate),
                Map.of("name", driver, "producerConfig", "acks=all\nlinger.ms=1"),
                Map.of("durability", "no fsync (page cache)"),
                shape,
                new Environment(Map.of("host", "test")),
                T0,
                T0.plusSeconds(INTERVALS + 2),
                List.of(new PhaseRecord("measure", T0, T0.plusSeconds(INTERVALS), "ok", null)),
                intervals,
                sum(intervals),
                delivery,
                List.of(),
                RunFindings.NONE,
                null);
    }

    /** Publish ~ 2 ms with a long tail (0.5 % at +20 ms); end-to-end 1 ms more; service time 90 % of publish; send delay small. */
    private Map<Metric, Histogram> histograms(Random random) {
        Map<Metric, Histogram> histograms = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            histograms.put(metric, new Histogram(3));
        }
        for (int s = 0; s < SAMPLES_PER_INTERVAL; s++) {
            double publishMicros =
                    scale * (1_500 + 500 * random.nextGaussian() + (random.nextInt(200) == 0 ? 20_000 : 0));
            long publish = Math.max(1, Math.round(publishMicros));
            histograms.get(Metric.PUBLISH_LATENCY).recordValue(publish);
            histograms.get(Metric.PUBLISH_SERVICE_TIME).recordValue(Math.max(1, publish * 9 / 10));
            histograms.get(Metric.SEND_DELAY).recordValue(1 + random.nextInt(50));
            histograms.get(Metric.END_TO_END_LATENCY).recordValue(publish + Math.round(scale * 1_000));
        }
        return histograms;
    }

    private static Map<Metric, Histogram> sum(List<IntervalResult> intervals) {
        Map<Metric, Histogram> sum = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            Histogram total = new Histogram(3);
            intervals.forEach(i -> total.add(i.histograms().get(metric)));
            sum.put(metric, total);
        }
        return sum;
    }
}

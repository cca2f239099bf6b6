package io.msgbench.result;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;

/**
 * An OMB result file (OMB's {@code TestResult} JSON) read as a {@link RunResult}, so {@code report}, {@code compare}
 * and the history take last year's OMB runs beside today's msgbench runs. What OMB did not record is rebuilt and
 * said so in the result's warnings: histograms from OMB's percentiles (exact at each percentile OMB wrote), counts
 * from its rates over 10-second intervals (OMB's statistics period), times from the date in the file's name.
 * OMB's publish and end-to-end latencies count from the send call: they fill both our publish latency (the figure
 * of that name) and our publish service time (the same meaning). Workload and driver keep OMB's names, so
 * {@code compare} pairs an OMB baseline with today's run of the same workload on the same driver.
 */
final class OmbResult {
    static final String FORMAT_KEY = "resultFormat";
    static final String FORMAT = "OMB";
    static final Duration INTERVAL = Duration.ofSeconds(10);

    private static final Pattern NAME_DATE = Pattern.compile("(\\d{4}-\\d{2}-\\d{2}-\\d{2}-\\d{2}-\\d{2})\\.json$");
    private static final DateTimeFormatter NAME_DATE_FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd-HH-mm-ss");

    private final JsonNode root;
    private final OmbFields fields;
    private final Instant end;

    private OmbResult(JsonNode root, OmbFields fields, Instant end) {
        this.root = root;
        this.fields = fields;
        this.end = end;
    }

    /** True when the JSON carries OMB's result fields (msgbench writes them too, under its own section). */
    static boolean looksLikeOne(JsonNode root) {
        return root.path("publishRate").isArray() && root.has("aggregatedPublishLatency50pct");
    }

    /** The run ends at the date OMB put in the file's name (taken as UTC), else at the file's modification time. */
    static RunResult read(Path file, JsonNode root, OmbFields fields, Instant modified) {
        return new OmbResult(root, fields, nameDate(file).orElse(modified)).toResult(file);
    }

    /** OMB names a result {@code WORKLOAD-DRIVER-yyyy-MM-dd-HH-mm-ss.json}. */
    static Optional<Instant> nameDate(Path file) {
        Matcher date = NAME_DATE.matcher(file.getFileName().toString());
        if (!date.find()) {
            return Optional.empty();
        }
        try {
            return Optional.of(
                    LocalDateTime.parse(date.group(1), NAME_DATE_FORMAT).toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private RunResult toResult(Path file) {
        List<IntervalResult> intervals = intervals();
        Instant start = intervals.isEmpty() ? end : intervals.get(0).start();
        int messageSize = fields.messageSize();
        long acked = intervals.stream().mapToLong(i -> i.counts().acked()).sum();
        long received = intervals.stream().mapToLong(i -> i.counts().received()).sum();
        double meanRate = intervals.stream()
                .mapToDouble(IntervalResult::publishRate)
                .average()
                .orElse(0);
        RunShape shape = new RunShape(
                fields.topics(),
                fields.partitions(),
                fields.producersPerTopic(),
                1,
                fields.consumersPerTopic(),
                messageSize,
                messageSize,
                Math.rint(meanRate),
                "unknown",
                "unknown");
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put(FORMAT_KEY, FORMAT);
        environment.put("file", file.getFileName().toString());
        return new RunResult(
                "omb-" + file.getFileName(),
                RunStatus.COMPLETE,
                null,
                fields.workload(),
                fields.driver(),
                Map.of(),
                Map.of(),
                Map.of(),
                shape,
                new Environment(environment),
                start,
                end,
                List.of(new PhaseRecord(RunResult.MEASURE_PHASE, start, end, "ok", null)),
                intervals,
                aggregate(Math.max(acked, 1)),
                new DeliveryCounts(acked, acked, 0, received, received, 0, 0, 0, 0, 0, null),
                warnings(),
                RunFindings.NONE,
                null);
    }

    private static List<String> warnings() {
        return List.of(
                "An OMB result: its publish and end-to-end latencies count from the send call, not the"
                        + " intended send time (waiting to send is not in them), end-to-end in whole milliseconds",
                "An OMB result: counts are its rates over 10 s intervals, not counted messages; OMB checks no loss,"
                        + " duplicates or order, so none is known; the target rate shown is the mean publish rate",
                "An OMB result: histograms rebuilt from the percentiles OMB wrote; its end from the date in the"
                        + " file's name (OMB's, taken as UTC), else from the file's modification time");
    }

    private List<IntervalResult> intervals() {
        int count = fields.intervals();
        Instant start = end.minus(INTERVAL.multipliedBy(count));
        long seconds = INTERVAL.toSeconds();
        int size = fields.messageSize();
        List<IntervalResult> intervals = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            long acked = Math.round(OmbFields.at(fields.publishRate(), i) * seconds);
            long received = Math.round(OmbFields.at(fields.consumeRate(), i) * seconds);
            CounterSnapshot counts = new CounterSnapshot(acked, acked * size, acked, 0, received, received * size, 0);
            Instant from = start.plus(INTERVAL.multipliedBy(i));
            intervals.add(new IntervalResult(
                    RunResult.MEASURE_PHASE,
                    from,
                    from.plus(INTERVAL),
                    counts,
                    Math.round(OmbFields.at(fields.backlog(), i)),
                    intervalHistograms(i, Math.max(acked, 1)),
                    null,
                    Map.of(),
                    null));
        }
        return List.copyOf(intervals);
    }

    private Map<Metric, Histogram> intervalHistograms(int index, long count) {
        Map<Metric, Histogram> histograms = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            String stem = ombStem(metric).jsonName();
            Map<Double, Long> percentiles = new LinkedHashMap<>();
            for (double p : OmbLatencyFields.OMB_PERCENTILES) {
                JsonNode value = root.path(stem + LatencyStats.ombSuffix(p)).path(index);
                if (value.isNumber()) {
                    percentiles.put(p, micros(metric, value.asDouble()));
                }
            }
            JsonNode max = root.path(stem + OmbLatencyFields.MAXIMUM).path(index);
            if (max.isNumber()) {
                percentiles.put(100.0, micros(metric, max.asDouble()));
            }
            histograms.put(metric, QuantileHistogram.of(percentiles, count));
        }
        return histograms;
    }

    private Map<Metric, Histogram> aggregate(long count) {
        Map<Metric, Histogram> histograms = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            String stem = OmbLatencyFields.aggregatedName(ombStem(metric));
            Map<Double, Long> percentiles = new LinkedHashMap<>();
            root.path(stem + OmbLatencyFields.QUANTILES)
                    .fields()
                    .forEachRemaining(entry -> percentiles.put(
                            Double.parseDouble(entry.getKey()),
                            micros(metric, entry.getValue().asDouble())));
            // OMB's own whole-run percentiles and maximum take precedence over its quantile map's nearest points
            for (double p : OmbLatencyFields.OMB_PERCENTILES) {
                JsonNode value = root.path(stem + LatencyStats.ombSuffix(p));
                if (value.isNumber()) {
                    percentiles.put(p, micros(metric, value.asDouble()));
                }
            }
            JsonNode max = root.path(stem + OmbLatencyFields.MAXIMUM);
            if (max.isNumber()) {
                percentiles.put(100.0, micros(metric, max.asDouble()));
            }
            histograms.put(metric, QuantileHistogram.of(percentiles, count));
        }
        return histograms;
    }

    /** OMB's field for each of our metrics: its publishLatency is our service time too (both from the send call). */
    private static Metric ombStem(Metric metric) {
        return metric == Metric.PUBLISH_SERVICE_TIME ? Metric.PUBLISH_LATENCY : metric;
    }

    /** OMB's value in µs: send delay is µs already, the others are ms. */
    private static long micros(Metric metric, double value) {
        return Math.round(ombStem(metric).ombUnit() == Metric.OmbUnit.MICROSECONDS ? value : value * 1000);
    }
}

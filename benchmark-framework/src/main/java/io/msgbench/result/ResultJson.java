package io.msgbench.result;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.msgbench.measure.Metric;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Writes a {@link RunResult} as JSON: OMB's field names at the top level (so OMB's tooling reads it),
 * and under {@code "msgbench"} what OMB lacks: units, definitions, counts, phases, configs, environment
 * and the raw histograms. Latencies are milliseconds, rates messages per second.
 */
public final class ResultJson {
    public static final int FORMAT_VERSION = 1;
    private static final ObjectMapper MAPPER = new ObjectMapper().findAndRegisterModules()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    private ResultJson() {
    }

    public static void write(RunResult result, Path file) throws IOException {
        AtomicFile.write(file, MAPPER.writeValueAsBytes(toJson(result)));
    }

    public static ObjectNode toJson(RunResult result) {
        ObjectNode root = MAPPER.createObjectNode();
        RunShape shape = result.shape();
        root.put("workload", result.workloadName());
        root.put("driver", result.driverName());
        root.put("messageSize", shape.messageSize());
        root.put("topics", shape.topics());
        root.put("partitions", shape.partitionsPerTopic());
        root.put("producersPerTopic", shape.producersPerTopic());
        root.put("consumersPerTopic", shape.consumersPerTopic());
        List<IntervalResult> series = result.measureIntervals();
        putSeries(root, "publishRate", series, IntervalResult::publishRate);
        putSeries(root, "publishErrorRate", series, IntervalResult::publishErrorRate);
        putSeries(root, "consumeRate", series, IntervalResult::consumeRate);
        putSeries(root, "backlog", series, IntervalResult::backlog);
        for (Metric metric : Metric.values()) {
            putLatencySeries(root, metric, series);
        }
        for (Metric metric : Metric.values()) {
            putAggregate(root, metric, result.aggregate().get(metric));
        }
        root.set("msgbench", MsgbenchSection.of(result, MAPPER));
        return root;
    }

    private static void putSeries(ObjectNode root, String name, List<IntervalResult> series,
                                  ToDoubleFunction<IntervalResult> value) {
        ArrayNode array = root.putArray(name);
        series.forEach(interval -> array.add(value.applyAsDouble(interval)));
    }

    private static void putLatencySeries(ObjectNode root, Metric metric, List<IntervalResult> series) {
        String base = metric.jsonName();
        List<LatencyStats> stats = series.stream().map(i -> LatencyStats.of(i.histograms().get(metric))).toList();
        putStats(root, base + "Avg", stats, LatencyStats::averageMillis);
        for (double p : LatencyStats.PERCENTILES) {
            putStats(root, base + LatencyStats.ombSuffix(p), stats, s -> s.percentile(p));
        }
        putStats(root, base + "Max", stats, LatencyStats::maxMillis);
    }

    private static void putStats(ObjectNode root, String name, List<LatencyStats> stats,
                                 ToDoubleFunction<LatencyStats> value) {
        ArrayNode array = root.putArray(name);
        stats.forEach(s -> array.add(value.applyAsDouble(s)));
    }

    private static void putAggregate(ObjectNode root, Metric metric, Histogram histogram) {
        String base = "aggregated" + Character.toUpperCase(metric.jsonName().charAt(0)) + metric.jsonName().substring(1);
        LatencyStats stats = LatencyStats.of(histogram);
        root.put(base + "Avg", stats.averageMillis());
        stats.percentileMillis().forEach((p, millis) -> root.put(base + LatencyStats.ombSuffix(p), millis));
        root.put(base + "Max", stats.maxMillis());
        ObjectNode quantiles = root.putObject(base + "Quantiles");
        for (HistogramIterationValue value : histogram.percentiles(5)) {
            quantiles.put(String.valueOf(value.getPercentileLevelIteratedTo()), value.getValueIteratedTo() / 1000.0);
        }
    }
}

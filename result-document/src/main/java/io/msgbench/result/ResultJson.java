package io.msgbench.result;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Writes a {@link RunResult} as JSON: OMB's field names at the top level (so OMB's tooling reads it),
 * and under {@code "msgbench"} what OMB lacks: units, definitions, counts, phases, configs, environment
 * and the raw histograms. Latencies are milliseconds, except {@code publishDelayLatency*} in whole microseconds
 * (each in OMB's unit: {@link Metric#ombUnit()}); rates messages per second.
 */
public final class ResultJson {
    public static final int FORMAT_VERSION = 1;
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .findAndRegisterModules()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ResultJson() {}

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

    private static void putSeries(
            ObjectNode root, String name, List<IntervalResult> series, ToDoubleFunction<IntervalResult> value) {
        ArrayNode array = root.putArray(name);
        series.forEach(interval -> array.add(value.applyAsDouble(interval)));
    }

    private static void putLatencySeries(ObjectNode root, Metric metric, List<IntervalResult> series) {
        String base = metric.jsonName();
        List<LatencyStats> stats = series.stream()
                .map(i -> LatencyStats.of(i.histograms().get(metric)))
                .toList();
        putStats(root, base + "Avg", stats, s -> average(metric, s));
        for (double p : LatencyStats.PERCENTILES) {
            putStats(root, base + LatencyStats.ombSuffix(p), stats, s -> value(metric, s.percentile(p)));
        }
        putStats(root, base + "Max", stats, s -> value(metric, s.maxMillis()));
    }

    /** An interval without a sample of the metric gets null there, not 0 (a chart leaves a gap). */
    private static void putStats(
            ObjectNode root, String name, List<LatencyStats> stats, Function<LatencyStats, JsonNode> value) {
        ArrayNode array = root.putArray(name);
        stats.forEach(s -> array.add(s.count() == 0 ? NODES.nullNode() : value.apply(s)));
    }

    private static void putAggregate(ObjectNode root, Metric metric, Histogram histogram) {
        String base = aggregatedName(metric);
        LatencyStats stats = LatencyStats.of(histogram);
        boolean none = stats.count() == 0; // nothing measured (no consumer, or it was lost): null, not 0 ms
        root.set(base + "Avg", none ? NODES.nullNode() : average(metric, stats));
        stats.percentileMillis()
                .forEach((p, millis) ->
                        root.set(base + LatencyStats.ombSuffix(p), none ? NODES.nullNode() : value(metric, millis)));
        root.set(base + "Max", none ? NODES.nullNode() : value(metric, stats.maxMillis()));
        ObjectNode quantiles = root.putObject(base + "Quantiles");
        for (HistogramIterationValue value : histogram.percentiles(5)) {
            quantiles.set(
                    String.valueOf(value.getPercentileLevelIteratedTo()),
                    value(metric, value.getValueIteratedTo() / 1000.0));
        }
    }

    /** The stem of a metric's whole-phase fields, as OMB names them: {@code aggregatedPublishLatency}. */
    public static String aggregatedName(Metric metric) {
        return "aggregated" + Character.toUpperCase(metric.jsonName().charAt(0))
                + metric.jsonName().substring(1);
    }

    /** A latency read out in milliseconds, written in the metric's OMB unit (whole µs for send delay). */
    private static JsonNode value(Metric metric, double millis) {
        return metric.ombUnit() == Metric.OmbUnit.MICROSECONDS
                ? NODES.numberNode(Math.round(millis * 1000))
                : NODES.numberNode(millis);
    }

    /** An average keeps its fraction in either unit (OMB writes its averages as decimals). */
    private static JsonNode average(Metric metric, LatencyStats stats) {
        double factor = metric.ombUnit() == Metric.OmbUnit.MICROSECONDS ? 1000 : 1;
        return NODES.numberNode(stats.averageMillis() * factor);
    }
}

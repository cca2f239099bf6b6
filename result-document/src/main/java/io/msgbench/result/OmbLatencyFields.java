package io.msgbench.result;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * OMB's latency fields, named from each {@link Metric} and declared once here for the writer, the readers and the
 * schema: a series per measure interval ({@code publishLatency99pct}) and the whole measure phase
 * ({@code aggregatedPublishLatency99pct}, {@code aggregatedPublishLatencyQuantiles}). Each value is in the metric's
 * OMB unit ({@link Metric#ombUnit()}: milliseconds, whole microseconds for send delay; averages keep their
 * fraction); a value without a sample is null, not 0 (a chart leaves a gap).
 */
public final class OmbLatencyFields {
    public static final String AVERAGE = "Avg";
    public static final String MAXIMUM = "Max";
    public static final String QUANTILES = "Quantiles";
    /** The percentiles OMB's files may hold: those msgbench writes ({@link LatencyStats#PERCENTILES}) and 99.999. */
    static final List<Double> OMB_PERCENTILES = List.of(50.0, 75.0, 95.0, 99.0, 99.9, 99.99, 99.999);

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private OmbLatencyFields() {}

    /** The stem of a metric's whole-phase fields, as OMB names them: {@code aggregatedPublishLatency}. */
    public static String aggregatedName(Metric metric) {
        return "aggregated" + Character.toUpperCase(metric.jsonName().charAt(0))
                + metric.jsonName().substring(1);
    }

    /** Every field's name that msgbench writes, series first, in the order it writes them. */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (Metric metric : Metric.values()) {
            names.addAll(figures(metric, metric.jsonName()).keySet());
        }
        for (Metric metric : Metric.values()) {
            names.addAll(figures(metric, aggregatedName(metric)).keySet());
            names.add(aggregatedName(metric) + QUANTILES);
        }
        return names;
    }

    /** The fields of a run, in {@link #names()}'s order. */
    static Map<String, JsonNode> of(RunResult result) {
        Map<String, JsonNode> fields = new LinkedHashMap<>();
        List<IntervalResult> series = result.measureIntervals();
        for (Metric metric : Metric.values()) {
            List<LatencyStats> stats = series.stream()
                    .map(i -> LatencyStats.of(i.histograms().get(metric)))
                    .toList();
            figures(metric, metric.jsonName()).forEach((name, figure) -> fields.put(name, array(stats, figure)));
        }
        for (Metric metric : Metric.values()) {
            Histogram histogram = result.aggregate().get(metric);
            LatencyStats stats = LatencyStats.of(histogram);
            figures(metric, aggregatedName(metric)).forEach((name, figure) -> fields.put(name, value(stats, figure)));
            fields.put(aggregatedName(metric) + QUANTILES, quantiles(metric, histogram));
        }
        return fields;
    }

    /** A figure of a metric's latencies: read from the stats in milliseconds, written in the OMB unit. */
    private interface Figure {
        JsonNode of(LatencyStats stats);
    }

    private static Map<String, Figure> figures(Metric metric, String stem) {
        Map<String, Figure> figures = new LinkedHashMap<>();
        figures.put(stem + AVERAGE, s -> average(metric, s));
        for (double p : LatencyStats.PERCENTILES) {
            figures.put(stem + LatencyStats.ombSuffix(p), s -> value(metric, s.percentile(p)));
        }
        figures.put(stem + MAXIMUM, s -> value(metric, s.maxMillis()));
        return figures;
    }

    private static JsonNode array(List<LatencyStats> stats, Figure figure) {
        var array = NODES.arrayNode();
        stats.forEach(s -> array.add(value(s, figure)));
        return array;
    }

    /** Nothing measured (no consumer, or it was lost): null, not 0 ms. */
    private static JsonNode value(LatencyStats stats, Figure figure) {
        return stats.count() == 0 ? NODES.nullNode() : figure.of(stats);
    }

    private static ObjectNode quantiles(Metric metric, Histogram histogram) {
        ObjectNode quantiles = NODES.objectNode();
        for (HistogramIterationValue value : histogram.percentiles(5)) {
            quantiles.set(
                    String.valueOf(value.getPercentileLevelIteratedTo()),
                    value(metric, value.getValueIteratedTo() / 1000.0));
        }
        return quantiles;
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

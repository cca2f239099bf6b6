package io.msgbench.report.csv;

import io.msgbench.result.LatencyStats;
import io.msgbench.result.Metric;
import io.msgbench.result.OmbLatencyFields;
import io.msgbench.result.RunResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.StreamSupport;

/**
 * One CSV row per run: OMB's columns first, as OMB's {@code ResultsToCsv} writes them (rates over the run's
 * intervals: smallest non-zero, mean, standard deviation, largest; computed exactly where OMB rounds them through
 * a histogram), then msgbench's: counts, rates and each latency's percentiles in milliseconds. An OMB file fills
 * the latency columns from its own fields of the same name, which count from the send call ({@code latency-from}).
 */
final class RunRows {
    static final List<String> OMB_COLUMNS = List.of(
            "topics",
            "partitions",
            "message-size",
            "producers-per-topic",
            "consumers-per-topic",
            "prod-rate-min",
            "prod-rate-avg",
            "prod-rate-std-dev",
            "prod-rate-max",
            "con-rate-min",
            "con-rate-avg",
            "con-rate-std-dev",
            "con-rate-max");
    static final List<Double> PERCENTILES = List.of(50.0, 99.0, 99.9);

    private RunRows() {}

    static List<String> columns() {
        List<String> columns = new ArrayList<>(OMB_COLUMNS);
        columns.addAll(List.of(
                "file",
                "format",
                "workload",
                "driver",
                "status",
                "start",
                "measure-seconds",
                "sent",
                "acked",
                "received",
                "lost",
                "duplicated",
                "out-of-order",
                "publish-rate",
                "publish-MBps",
                "consume-rate",
                "consume-MBps",
                "latency-from"));
        for (Metric metric : Metric.tableOrder()) {
            PERCENTILES.forEach(p -> columns.add(latencyColumn(metric, "p" + LatencyStats.text(p))));
            columns.add(latencyColumn(metric, "max"));
        }
        return columns;
    }

    static Map<String, Object> row(CsvRun source) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("topics", (long) source.number("topics"));
        row.put("partitions", (long) source.number("partitions"));
        row.put("message-size", (long) source.number("messageSize"));
        row.put("producers-per-topic", (long) source.number("producersPerTopic"));
        row.put("consumers-per-topic", (long) source.number("consumersPerTopic"));
        putRates(row, "prod-rate", series(source, "publishRate"));
        putRates(row, "con-rate", series(source, "consumeRate"));
        row.put("file", source.file().getFileName().toString());
        row.put("format", source.format());
        row.put("workload", source.text("workload"));
        row.put("driver", source.text("driver"));
        row.put("latency-from", source.latencyFrom());
        source.run().ifPresentOrElse(run -> putOurs(row, run), () -> putOmbLatencies(row, source));
        return row;
    }

    static String latencyColumn(Metric metric, String statistic) {
        return metric.tag() + "-" + statistic + "-ms";
    }

    private static void putOurs(Map<String, Object> row, RunResult run) {
        row.put("status", run.status().name().toLowerCase(Locale.ROOT));
        row.put("start", run.start().toString());
        row.put("measure-seconds", run.throughput().seconds());
        row.put("sent", run.counts().sent());
        row.put("acked", run.counts().acked());
        row.put("received", run.counts().received());
        row.put("lost", run.counts().lost());
        row.put("duplicated", run.counts().duplicated());
        row.put("out-of-order", run.counts().outOfOrder());
        row.put("publish-rate", run.throughput().publishRate());
        row.put("publish-MBps", run.throughput().publishMegabytesPerSecond());
        row.put("consume-rate", run.throughput().consumeRate());
        row.put("consume-MBps", run.throughput().consumeMegabytesPerSecond());
        for (Metric metric : Metric.tableOrder()) {
            LatencyStats stats = run.stats(metric);
            if (stats.count() == 0) {
                continue; // not measured: empty cells, not 0 ms
            }
            PERCENTILES.forEach(p -> row.put(latencyColumn(metric, "p" + LatencyStats.text(p)), stats.percentile(p)));
            row.put(latencyColumn(metric, "max"), stats.maxMillis());
        }
    }

    /** OMB's whole-run fields, in milliseconds (OMB writes send delay in µs). OMB has no publishServiceTime. */
    private static void putOmbLatencies(Map<String, Object> row, CsvRun source) {
        for (Metric metric : Metric.tableOrder()) {
            String stem = OmbLatencyFields.aggregatedName(metric);
            if (!source.json().path(stem + "Max").isNumber()) {
                continue; // absent, or null where nothing was measured
            }
            double toMillis = metric.ombUnit() == Metric.OmbUnit.MICROSECONDS ? 1000.0 : 1.0;
            PERCENTILES.forEach(p -> row.put(
                    latencyColumn(metric, "p" + LatencyStats.text(p)),
                    source.number(stem + LatencyStats.ombSuffix(p)) / toMillis));
            row.put(latencyColumn(metric, "max"), source.number(stem + "Max") / toMillis);
        }
    }

    private static List<Double> series(CsvRun source, String field) {
        return StreamSupport.stream(source.json().path(field).spliterator(), false)
                .map(node -> node.asDouble())
                .toList();
    }

    private static void putRates(Map<String, Object> row, String prefix, List<Double> rates) {
        if (rates.isEmpty()) {
            return;
        }
        double mean = rates.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        double variance = rates.stream()
                .mapToDouble(rate -> (rate - mean) * (rate - mean))
                .average()
                .orElse(0);
        row.put(
                prefix + "-min",
                rates.stream()
                        .mapToDouble(Double::doubleValue)
                        .filter(rate -> rate > 0)
                        .min()
                        .orElse(0));
        row.put(prefix + "-avg", mean);
        row.put(prefix + "-std-dev", Math.sqrt(variance));
        row.put(
                prefix + "-max",
                rates.stream().mapToDouble(Double::doubleValue).max().orElse(0));
    }
}

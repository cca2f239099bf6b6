package io.msgbench.report.csv;

import io.msgbench.result.IntervalResult;
import io.msgbench.result.LatencyStats;
import io.msgbench.result.Metric;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One CSV row per interval of each run, for spreadsheets and notebooks: msgbench's every interval (warm-up
 * included, with its phase and times) or OMB's series entries (OMB records no times), with rates, backlog and the
 * headline latencies in milliseconds.
 */
final class IntervalRows {
    private static final List<Double> PERCENTILES = RunRows.PERCENTILES;

    private IntervalRows() {}

    static List<String> columns() {
        List<String> columns = new ArrayList<>(List.of(
                "file",
                "format",
                "workload",
                "driver",
                "interval",
                "phase",
                "start",
                "end",
                "seconds",
                "publish-rate",
                "consume-rate",
                "backlog"));
        for (Metric metric : Metric.headline()) {
            PERCENTILES.forEach(p -> columns.add(RunRows.latencyColumn(metric, "p" + LatencyStats.text(p))));
            columns.add(RunRows.latencyColumn(metric, "max"));
        }
        return columns;
    }

    static List<Map<String, Object>> rows(CsvRun source) {
        return source.run().map(run -> ours(source, run.intervals())).orElseGet(() -> omb(source));
    }

    private static List<Map<String, Object>> ours(CsvRun source, List<IntervalResult> intervals) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int i = 0; i < intervals.size(); i++) {
            IntervalResult interval = intervals.get(i);
            Map<String, Object> row = start(source, i);
            row.put("phase", interval.phase());
            row.put("start", interval.start().toString());
            row.put("end", interval.end().toString());
            row.put("seconds", interval.seconds());
            row.put("publish-rate", interval.publishRate());
            row.put("consume-rate", interval.consumeRate());
            row.put("backlog", interval.backlog());
            for (Metric metric : Metric.headline()) {
                LatencyStats stats = LatencyStats.of(interval.histograms().get(metric));
                if (stats.count() == 0) {
                    continue; // no sample in this interval: empty cells, not 0 ms
                }
                PERCENTILES.forEach(
                        p -> row.put(RunRows.latencyColumn(metric, "p" + LatencyStats.text(p)), stats.percentile(p)));
                row.put(RunRows.latencyColumn(metric, "max"), stats.maxMillis());
            }
            rows.add(row);
        }
        return rows;
    }

    private static List<Map<String, Object>> omb(CsvRun source) {
        List<Map<String, Object>> rows = new ArrayList<>();
        int count = source.json().path("publishRate").size();
        for (int i = 0; i < count; i++) {
            rows.add(ombRow(source, i));
        }
        return rows;
    }

    private static Map<String, Object> ombRow(CsvRun source, int index) {
        Map<String, Object> row = start(source, index);
        row.put("publish-rate", entry(source, "publishRate", index));
        row.put("consume-rate", entry(source, "consumeRate", index));
        row.put("backlog", entry(source, "backlog", index));
        for (Metric metric : Metric.headline()) {
            String stem = metric.jsonName();
            PERCENTILES.forEach(p -> row.put(
                    RunRows.latencyColumn(metric, "p" + LatencyStats.text(p)),
                    entry(source, stem + LatencyStats.ombSuffix(p), index)));
            row.put(RunRows.latencyColumn(metric, "max"), entry(source, stem + "Max", index));
        }
        return row;
    }

    private static Map<String, Object> start(CsvRun source, int index) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("file", source.file().getFileName().toString());
        row.put("format", source.format());
        row.put("workload", source.text("workload"));
        row.put("driver", source.text("driver"));
        row.put("interval", index + 1);
        return row;
    }

    /** The series' value at index, or nothing when the file has no such entry. */
    private static Object entry(CsvRun source, String field, int index) {
        var node = source.json().path(field).path(index);
        return node.isNumber() ? node.numberValue() : null;
    }
}

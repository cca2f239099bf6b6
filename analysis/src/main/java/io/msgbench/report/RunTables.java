package io.msgbench.report;

import io.msgbench.report.text.LatencyTable;
import io.msgbench.result.DeliveryCounts;
import io.msgbench.result.LatencyStats;
import io.msgbench.result.MeasureRates;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * The studies' latency table for one run (the same rows {@link LatencyTable} prints), and one table
 * with every run side by side: rates, latencies and counts, one column per run.
 */
final class RunTables {
    private RunTables() {}

    /** The studies' CSV rows as an HTML table, plus service time and send delay. */
    static List<List<String>> studiesTable(RunResult result) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of(LatencyTable.header().split(",")));
        for (Metric metric : Metric.tableOrder()) {
            rows.add(Arrays.asList(
                    LatencyTable.row(metric.label(), result.stats(metric)).split(",")));
        }
        return rows;
    }

    static List<List<String>> sideBySide(List<LabeledResult> runs) {
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of(""));
        runs.forEach(run -> header.add(run.label()));
        rows.add(header);
        rows.add(row(runs, "status", r -> r.status().name().toLowerCase(Locale.ROOT)));
        rows.add(row(
                runs,
                "target rate (msg/s)",
                r -> r.shape().unthrottled() ? "unthrottled" : number(r.shape().targetRate())));
        rows.add(row(runs, "publish rate (msg/s)", r -> number(MeasureRates.publishRate(r))));
        rows.add(row(runs, "consume rate (msg/s)", r -> number(MeasureRates.consumeRate(r))));
        for (Metric metric : Metric.headline()) {
            rows.add(row(
                    runs,
                    metric.label() + " avg (ms)",
                    r -> LatencyTable.number(r.stats(metric).averageMillis())));
            for (double p : LatencyStats.PERCENTILES) {
                rows.add(row(
                        runs,
                        metric.label() + " p" + LatencyStats.text(p) + " (ms)",
                        r -> LatencyTable.number(r.stats(metric).percentile(p))));
            }
            rows.add(row(
                    runs,
                    metric.label() + " max (ms)",
                    r -> LatencyTable.number(r.stats(metric).maxMillis())));
        }
        rows.add(row(
                runs, "sent", r -> (r.fromOmb() ? "about " : "") + r.counts().sent()));
        rows.add(row(runs, "lost", r -> counted(r, DeliveryCounts::lost)));
        rows.add(row(runs, "duplicated", r -> counted(r, DeliveryCounts::duplicated)));
        rows.add(row(runs, "out of order", r -> counted(r, DeliveryCounts::outOfOrder)));
        rows.add(row(runs, "failed sends", r -> counted(r, DeliveryCounts::failed)));
        return rows;
    }

    /** A count the run made, or "unknown" for an OMB result, which counts nothing of the kind. */
    private static String counted(RunResult result, ToLongFunction<DeliveryCounts> count) {
        return result.fromOmb() ? "unknown (OMB)" : String.valueOf(count.applyAsLong(result.counts()));
    }

    static String counts(RunResult result) {
        if (result.fromOmb()) {
            return String.format(
                    Locale.ROOT,
                    "not counted (an OMB result): about %d acknowledged and %d"
                            + " received, from its rates; loss, duplicates and order unknown",
                    result.counts().acked(),
                    result.counts().received());
        }
        return LatencyTable.counts(result.counts());
    }

    private static List<String> row(List<LabeledResult> runs, String name, Function<RunResult, String> value) {
        List<String> row = new ArrayList<>(List.of(name));
        runs.forEach(run -> row.add(value.apply(run.result())));
        return row;
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}

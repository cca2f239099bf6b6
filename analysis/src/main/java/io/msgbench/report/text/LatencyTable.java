package io.msgbench.report.text;

import io.msgbench.result.DeliveryCounts;
import io.msgbench.result.LatencyStats;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The published studies' latency table, exactly:
 * <pre>
 * Latency Type,Average,50th,75th,95th,99th,99.9th,99.99th,Maximum
 * Publishing (milliseconds),2.969,2.916,3.481,3.911,4.003,4.095,52.958,266.671
 * End-to-end (milliseconds),9.052,9.000,11.000,13.000,14.000,128.000,213.000,267.000
 * </pre>
 * followed by the delivery counts and, apart from the table, the other latencies measured.
 */
public final class LatencyTable {
    private LatencyTable() {}

    public static String header() {
        String percentiles =
                LatencyStats.PERCENTILES.stream().map(LatencyTable::ordinal).collect(Collectors.joining(","));
        return "Latency Type,Average," + percentiles + ",Maximum";
    }

    public static String row(String label, LatencyStats stats) {
        StringBuilder row = new StringBuilder(label).append(" (milliseconds),").append(number(stats.averageMillis()));
        for (double p : LatencyStats.PERCENTILES) {
            row.append(',').append(number(stats.percentile(p)));
        }
        return row.append(',').append(number(stats.maxMillis())).toString();
    }

    /** The two rows of the studies, then the counts, then the other latencies. */
    public static String format(RunResult result) {
        StringBuilder out = new StringBuilder();
        out.append(header()).append('\n');
        for (Metric metric : Metric.headline()) {
            out.append(row(metric.label(), result.stats(metric))).append('\n');
        }
        out.append('\n').append(counts(result.counts())).append('\n');
        out.append("Also measured (milliseconds):\n");
        for (Metric metric : Metric.diagnostic()) {
            out.append("  ").append(row(metric.label(), result.stats(metric))).append('\n');
        }
        out.append("Publishing and End-to-end count from the intended send time (no coordinated omission); ")
                .append("service time from the actual send call; send delay = actual − intended.\n");
        return out.toString();
    }

    public static String counts(DeliveryCounts c) {
        String counts = String.format(
                Locale.ROOT,
                "Messages: sent %d, acknowledged %d, failed %d, received %d (unique %d), lost %d, duplicated %d,"
                        + " out of order %d",
                c.sent(),
                c.acked(),
                c.failed(),
                c.received(),
                c.receivedUnique(),
                c.lost(),
                c.duplicated(),
                c.outOfOrder());
        if (c.foreign() > 0) {
            counts += String.format(Locale.ROOT, ", without msgbench header %d", c.foreign());
        }
        if (c.endToEndNonPositive() > 0) {
            counts += String.format(
                    Locale.ROOT,
                    "; end-to-end samples <= 0: %d (lowest %d µs, recorded as 0)",
                    c.endToEndNonPositive(),
                    c.lowestEndToEndMicros());
        }
        return counts;
    }

    public static String number(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }

    /** 50 → "50th", 99.9 → "99.9th". */
    static String ordinal(double percentile) {
        return LatencyStats.text(percentile) + "th";
    }
}

package io.msgbench.report;

import io.msgbench.result.BrokerFigures;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.LatencyStats;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The studies' pictures of a run over time (measure phase): rates, backlog, publish and end-to-end
 * latencies, send delay; the embedded broker's CPU and GC pauses where the result has them; and the partition
 * (segment) count where a run's changed, as Pravega's auto-scaling does. One line per result, x = seconds since the measure phase began, so several
 * drivers or variants overlay on the same axes.
 */
public final class TimeSeriesCharts {
    private static final IntervalAxis AXIS =
            new IntervalAxis("time in measure phase (s)", RunResult::measureIntervals, List.of());
    /** Points per line at most: an hour at 1 s intervals is thinned (keeping extremes), shorter runs are not. */
    static final int MAX_POINTS = 2000;

    private TimeSeriesCharts() {}

    public static List<Chart> of(List<LabeledResult> runs) {
        List<Chart> charts = new ArrayList<>();
        charts.add(
                AXIS.chart(runs, "publish-rate", "Publish rate", "msg/s", Scale.LINEAR, IntervalResult::publishRate));
        charts.add(
                AXIS.chart(runs, "consume-rate", "Consume rate", "msg/s", Scale.LINEAR, IntervalResult::consumeRate));
        charts.add(AXIS.chart(runs, "backlog", "Backlog", "messages", Scale.LINEAR, i -> i.backlog()));
        for (double p : List.of(50.0, 99.0, 99.9)) {
            charts.add(latency(runs, Metric.PUBLISH_LATENCY, "p" + LatencyStats.text(p), s -> s.percentile(p)));
        }
        charts.add(latency(runs, Metric.PUBLISH_LATENCY, "max", LatencyStats::maxMillis));
        charts.add(latency(runs, Metric.END_TO_END_LATENCY, "avg", LatencyStats::averageMillis));
        charts.add(latency(runs, Metric.END_TO_END_LATENCY, "p99", s -> s.percentile(99.0)));
        charts.add(latency(runs, Metric.SEND_DELAY, "p99", s -> s.percentile(99.0)));
        if (runs.stream().anyMatch(TimeSeriesCharts::hasBrokerFigures)) {
            charts.add(AXIS.chart(
                    runs,
                    "broker-cpu",
                    "Broker CPU (an embedded broker's process tree, or the scraped" + " brokers' JVMs together)",
                    "cores",
                    Scale.LINEAR,
                    i -> broker(i, BrokerFigures::cpuCores)));
            charts.add(AXIS.chart(
                    runs,
                    "broker-gc-time",
                    "Broker GC: stop-the-world pause time per interval",
                    "ms",
                    Scale.LINEAR,
                    i -> broker(i, BrokerFigures::gcPauseMillis)));
            charts.add(AXIS.chart(
                    runs,
                    "broker-gc",
                    "Broker GC: the longest stop-the-world pause per interval (an"
                            + " embedded broker's GC log; scraped counters do not tell)",
                    "ms",
                    Scale.LINEAR,
                    i -> broker(i, BrokerFigures::gcPauseMaxMillis)));
        }
        if (runs.stream().anyMatch(TimeSeriesCharts::partitionsChanged)) {
            charts.add(AXIS.chart(
                    runs,
                    "partitions",
                    "Partitions (segments) of the watched topics over time",
                    "partitions",
                    Scale.LINEAR,
                    i -> i.totalPartitions() < 0 ? Double.NaN : i.totalPartitions()));
        }
        return List.copyOf(charts);
    }

    /**
     * A broker figure of the interval; NaN (no point) without figures, where they leave out a broker whose endpoint
     * did not answer (a smaller sum would read as the cluster idling), or where the figure is not known (-1).
     */
    private static double broker(IntervalResult interval, ToDoubleFunction<BrokerFigures> figure) {
        if (interval.broker() == null || !interval.broker().whole()) {
            return Double.NaN;
        }
        double value = figure.applyAsDouble(interval.broker());
        return value < 0 ? Double.NaN : value;
    }

    static boolean hasBrokerFigures(LabeledResult run) {
        return run.result().measureIntervals().stream().anyMatch(i -> i.broker() != null);
    }

    /** Whether a run's partition count moved (Pravega's auto-scaling): only then is it worth a chart. */
    static boolean partitionsChanged(LabeledResult run) {
        return run.result().intervals().stream()
                        .mapToInt(IntervalResult::totalPartitions)
                        .filter(n -> n >= 0)
                        .distinct()
                        .count()
                > 1;
    }

    private static Chart latency(
            List<LabeledResult> runs, Metric metric, String statistic, ToDoubleFunction<LatencyStats> value) {
        String id = metric.tag() + "-" + statistic.replace(".", "");
        String title = metric.label() + " latency " + statistic + " over time";
        if (metric == Metric.SEND_DELAY) {
            title = "Send delay " + statistic + " over time (how far the client fell behind its schedule)";
        }
        return AXIS.chart(
                runs,
                id,
                title,
                "ms (log)",
                Scale.LOG,
                interval -> value.applyAsDouble(
                        LatencyStats.of(interval.histograms().get(metric))));
    }
}

package io.msgbench.worker;

import io.msgbench.result.Metric;
import java.util.EnumMap;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * A worker's latencies since its load started, added up from the interval snapshots it answers the coordinator:
 * what its Prometheus page shows, so a dashboard follows a long run live without taking the coordinator's samples.
 */
public final class RunningLatencies {
    private final Map<Metric, Histogram> sinceStart = new EnumMap<>(Metric.class);

    synchronized void reset() {
        sinceStart.clear();
    }

    synchronized void add(Map<Metric, Histogram> interval) {
        interval.forEach((metric, histogram) ->
                sinceStart.computeIfAbsent(metric, m -> new Histogram(3)).add(histogram));
    }

    /** A copy of each metric's histogram so far (none before the first snapshot of a load). */
    public synchronized Map<Metric, Histogram> copy() {
        Map<Metric, Histogram> copy = new EnumMap<>(Metric.class);
        sinceStart.forEach((metric, histogram) -> copy.put(metric, histogram.copy()));
        return copy;
    }
}

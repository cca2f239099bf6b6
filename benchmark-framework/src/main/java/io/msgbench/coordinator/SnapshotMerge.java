package io.msgbench.coordinator;

import io.msgbench.measure.HostClock;
import io.msgbench.result.CounterSnapshot;
import io.msgbench.result.Metric;
import io.msgbench.worker.WorkerSnapshot;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Adds several workers' snapshots into one: counters summed, histograms added, never percentiles averaged; the
 * clients' figures pooled, so they combine as if every client ran on one worker.
 */
public final class SnapshotMerge {
    private SnapshotMerge() {}

    public static WorkerSnapshot of(List<WorkerSnapshot> snapshots) {
        CounterSnapshot totals = CounterSnapshot.ZERO;
        Map<Metric, Histogram> interval = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            interval.put(metric, new Histogram(3));
        }
        long nonPositive = 0;
        Long lowest = null;
        String lastError = null;
        List<Map<String, Double>> clientFigures = new ArrayList<>();
        for (WorkerSnapshot snapshot : snapshots) {
            totals = totals.plus(snapshot.totals());
            snapshot.interval()
                    .forEach((metric, histogram) -> interval.get(metric).add(histogram));
            nonPositive += snapshot.nonPositiveEndToEnd();
            if (snapshot.lowestEndToEndMicros() != null) {
                lowest = lowest == null
                        ? snapshot.lowestEndToEndMicros()
                        : Math.min(lowest, snapshot.lowestEndToEndMicros());
            }
            lastError = lastError == null ? snapshot.lastSendError() : lastError;
            clientFigures.addAll(snapshot.clientFigures());
        }
        return new WorkerSnapshot(
                HostClock.epochNanos(), totals, interval, nonPositive, lowest, lastError, clientFigures);
    }

    /** The same totals with empty histograms and no client figures: a lost worker's last word, so counts never go backwards. */
    static WorkerSnapshot countsOnly(WorkerSnapshot snapshot) {
        return new WorkerSnapshot(
                snapshot.takenAtEpochNanos(),
                snapshot.totals(),
                Map.of(),
                snapshot.nonPositiveEndToEnd(),
                snapshot.lowestEndToEndMicros(),
                null);
    }
}

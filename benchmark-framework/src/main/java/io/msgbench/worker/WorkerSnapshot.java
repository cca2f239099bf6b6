package io.msgbench.worker;

import io.msgbench.result.CounterSnapshot;
import io.msgbench.result.Metric;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * One worker's measurements at one moment: totals since the start, the histograms of the interval
 * since its previous snapshot, the last send error seen (or null), and the clients' own figures since the
 * previous snapshot, one map per client that reported any (names in {@link io.msgbench.driver.api.ClientMetrics};
 * kept per client so that several workers' figures combine exactly as one worker's do, see {@link ClientFigures}).
 */
public record WorkerSnapshot(
        long takenAtEpochNanos,
        CounterSnapshot totals,
        Map<Metric, Histogram> interval,
        long nonPositiveEndToEnd,
        Long lowestEndToEndMicros,
        String lastSendError,
        List<Map<String, Double>> clientFigures) {
    public WorkerSnapshot {
        clientFigures = List.copyOf(clientFigures);
    }

    /** Without client figures. */
    public WorkerSnapshot(
            long takenAtEpochNanos,
            CounterSnapshot totals,
            Map<Metric, Histogram> interval,
            long nonPositiveEndToEnd,
            Long lowestEndToEndMicros,
            String lastSendError) {
        this(takenAtEpochNanos, totals, interval, nonPositiveEndToEnd, lowestEndToEndMicros, lastSendError, List.of());
    }

    /** The clients' figures combined: averages averaged, maxima maximized; empty when no client reported any. */
    public Map<String, Double> combinedClientFigures() {
        ClientFigures combined = new ClientFigures();
        clientFigures.forEach(combined::add);
        return combined.combined();
    }
}

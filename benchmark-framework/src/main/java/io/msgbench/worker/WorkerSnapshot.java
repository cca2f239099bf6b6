package io.msgbench.worker;

import io.msgbench.measure.CounterSnapshot;
import io.msgbench.measure.Metric;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * One worker's measurements at one moment: totals since the start, the histograms of the interval
 * since its previous snapshot, and the last send error seen (or null).
 */
public record WorkerSnapshot(long takenAtEpochNanos, CounterSnapshot totals, Map<Metric, Histogram> interval,
                             long nonPositiveEndToEnd, Long lowestEndToEndMicros, String lastSendError) {
}

package io.msgbench.measure;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * One HdrHistogram {@link Recorder} per {@link Metric}, in microseconds, safe to record from any thread.
 *
 * <p>The recorders auto-resize, so a tail of hours is recorded as it is: never clamped, never an
 * exception. End-to-end samples at or below zero (clock skew across hosts) are recorded as 0 and
 * also counted, with the lowest raw value kept, so the result can say how many there were.
 */
public final class LatencyRecorders {
    private static final int SIGNIFICANT_DIGITS = 3;

    private final Map<Metric, Recorder> recorders = new EnumMap<>(Metric.class);
    private final LongAdder nonPositiveEndToEnd = new LongAdder();
    private final LongAccumulator lowestEndToEndMicros = new LongAccumulator(Math::min, Long.MAX_VALUE);

    public LatencyRecorders() {
        for (Metric metric : Metric.values()) {
            recorders.put(metric, new Recorder(SIGNIFICANT_DIGITS));
        }
    }

    public void record(Metric metric, long micros) {
        recorders.get(metric).recordValue(Math.max(0, micros));
    }

    public void recordEndToEnd(long micros) {
        if (micros <= 0) {
            nonPositiveEndToEnd.increment();
            lowestEndToEndMicros.accumulate(micros);
        }
        record(Metric.END_TO_END_LATENCY, micros);
    }

    /** The histograms recorded since the previous call; each call starts a new interval. */
    public Map<Metric, Histogram> intervalHistograms() {
        Map<Metric, Histogram> interval = new EnumMap<>(Metric.class);
        recorders.forEach((metric, recorder) -> interval.put(metric, recorder.getIntervalHistogram()));
        return interval;
    }

    public long nonPositiveEndToEndCount() {
        return nonPositiveEndToEnd.sum();
    }

    /** The lowest end-to-end sample at or below zero, or empty-as-null when there was none. */
    public Long lowestNonPositiveEndToEndMicros() {
        long lowest = lowestEndToEndMicros.get();
        return lowest == Long.MAX_VALUE ? null : lowest;
    }
}

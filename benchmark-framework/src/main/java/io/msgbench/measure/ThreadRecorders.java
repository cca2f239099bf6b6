package io.msgbench.measure;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.IntervalHistogramProvider;
import org.HdrHistogram.Recorder;
import org.HdrHistogram.SingleWriterRecorder;
import org.HdrHistogram.ValueRecorder;

/**
 * One recorder per {@link Metric}, indexed by ordinal: single-writer recorders for one thread's own
 * use, or multi-writer ones for threads that share. The harvest copies into a scratch histogram per
 * metric, so a snapshot allocates only the sums it returns.
 */
final class ThreadRecorders {
    private final ValueRecorder[] recorders = new ValueRecorder[Metric.values().length];
    private final IntervalHistogramProvider<Histogram>[] providers;
    private final Histogram[] scratch = new Histogram[recorders.length];

    @SuppressWarnings("unchecked")
    ThreadRecorders(boolean singleWriter) {
        providers = new IntervalHistogramProvider[recorders.length];
        for (int i = 0; i < recorders.length; i++) {
            if (singleWriter) {
                SingleWriterRecorder recorder = new SingleWriterRecorder(LatencyRecorders.SIGNIFICANT_DIGITS);
                recorders[i] = recorder;
                providers[i] = recorder;
            } else {
                Recorder recorder = new Recorder(LatencyRecorders.SIGNIFICANT_DIGITS);
                recorders[i] = recorder;
                providers[i] = recorder;
            }
            scratch[i] = new Histogram(LatencyRecorders.SIGNIFICANT_DIGITS);
        }
    }

    void record(Metric metric, long micros) {
        recorders[metric.ordinal()].recordValue(micros);
    }

    /** Adds what was recorded for {@code metric} since the previous harvest to {@code sum}. Reader side only. */
    void addIntervalTo(Metric metric, Histogram sum) {
        Histogram interval = scratch[metric.ordinal()];
        providers[metric.ordinal()].getIntervalHistogramInto(interval);
        if (interval.getTotalCount() > 0) {
            sum.add(interval);
        }
    }
}

package io.msgbench.it;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/** Questions about recorded histograms (microseconds) that the percentile table does not answer. */
final class Histograms {
    private Histograms() {}

    /** Samples at or above {@code micros}; a sample sharing a bucket with smaller values is left out. */
    static long countFrom(Histogram histogram, long micros) {
        long count = 0;
        for (HistogramIterationValue value : histogram.recordedValues()) {
            if (histogram.lowestEquivalentValue(value.getValueIteratedTo()) >= micros) {
                count += value.getCountAtValueIteratedTo();
            }
        }
        return count;
    }

    /**
     * Recorded buckets that hold no whole millisecond: values that a millisecond clock could not have produced.
     * (Every bucket of a histogram of whole milliseconds holds a multiple of 1,000 µs.)
     */
    static long bucketsBetweenWholeMilliseconds(Histogram histogram) {
        long buckets = 0;
        for (HistogramIterationValue value : histogram.recordedValues()) {
            long lowest = histogram.lowestEquivalentValue(value.getValueIteratedTo());
            long highest = histogram.highestEquivalentValue(value.getValueIteratedTo());
            if (lowest % 1_000 != 0 && lowest / 1_000 == highest / 1_000) {
                buckets++;
            }
        }
        return buckets;
    }
}

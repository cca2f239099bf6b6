package io.msgbench.measure;

import io.msgbench.result.Metric;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;
import org.HdrHistogram.WriterReaderPhaser;

/**
 * A histogram per {@link Metric}, indexed by ordinal, for one recording thread or for threads that share.
 *
 * <p>Why one phaser for all metrics: a recording costs two atomic operations on the phaser (HdrHistogram's
 * {@link WriterReaderPhaser}, as inside its own recorders), so samples taken together, such as the three
 * of an acknowledgement, are recorded in one critical section instead of three. The harvest swaps the
 * active and inactive histograms under the reader lock, exactly as HdrHistogram's recorders do.
 */
abstract class ThreadRecorders {
    private static final int METRICS = Metric.values().length;

    static ThreadRecorders singleWriter() {
        return new Own();
    }

    static ThreadRecorders shared() {
        return new Shared();
    }

    abstract void record(Metric metric, long micros);

    abstract void record(
            Metric first, long firstMicros, Metric second, long secondMicros, Metric third, long thirdMicros);

    /** Adds what was recorded for each metric since the previous harvest to {@code sums}. Reader side only. */
    abstract void addIntervalTo(Histogram[] sums);

    /** One writer thread: plain histograms behind one phaser. */
    private static final class Own extends ThreadRecorders {
        private final WriterReaderPhaser phaser = new WriterReaderPhaser();
        private volatile Histogram[] active = histograms();
        private Histogram[] inactive = histograms();

        @Override
        void record(Metric metric, long micros) {
            long critical = phaser.writerCriticalSectionEnter();
            try {
                active[metric.ordinal()].recordValue(micros);
            } finally {
                phaser.writerCriticalSectionExit(critical);
            }
        }

        @Override
        void record(Metric first, long firstMicros, Metric second, long secondMicros, Metric third, long thirdMicros) {
            long critical = phaser.writerCriticalSectionEnter();
            try {
                Histogram[] histograms = active;
                histograms[first.ordinal()].recordValue(firstMicros);
                histograms[second.ordinal()].recordValue(secondMicros);
                histograms[third.ordinal()].recordValue(thirdMicros);
            } finally {
                phaser.writerCriticalSectionExit(critical);
            }
        }

        @Override
        void addIntervalTo(Histogram[] sums) {
            phaser.readerLock();
            try {
                for (Histogram histogram : inactive) {
                    histogram.reset();
                }
                Histogram[] recorded = active;
                active = inactive;
                inactive = recorded;
                phaser.flipPhase(); // waits until no writer is still in the histograms just swapped out
            } finally {
                phaser.readerUnlock();
            }
            for (int i = 0; i < METRICS; i++) {
                if (inactive[i].getTotalCount() > 0) {
                    sums[i].add(inactive[i]);
                }
            }
        }

        private static Histogram[] histograms() {
            Histogram[] histograms = new Histogram[METRICS];
            for (int i = 0; i < METRICS; i++) {
                histograms[i] = new Histogram(LatencyRecorders.SIGNIFICANT_DIGITS);
            }
            return histograms;
        }
    }

    /** Many writer threads: HdrHistogram's multi-writer recorders. */
    private static final class Shared extends ThreadRecorders {
        private final Recorder[] recorders = new Recorder[METRICS];
        private final Histogram[] scratch = new Histogram[METRICS];

        Shared() {
            for (int i = 0; i < METRICS; i++) {
                recorders[i] = new Recorder(LatencyRecorders.SIGNIFICANT_DIGITS);
                scratch[i] = new Histogram(LatencyRecorders.SIGNIFICANT_DIGITS);
            }
        }

        @Override
        void record(Metric metric, long micros) {
            recorders[metric.ordinal()].recordValue(micros);
        }

        @Override
        void record(Metric first, long firstMicros, Metric second, long secondMicros, Metric third, long thirdMicros) {
            record(first, firstMicros);
            record(second, secondMicros);
            record(third, thirdMicros);
        }

        @Override
        synchronized void addIntervalTo(Histogram[] sums) {
            for (int i = 0; i < METRICS; i++) {
                recorders[i].getIntervalHistogramInto(scratch[i]);
                if (scratch[i].getTotalCount() > 0) {
                    sums[i].add(scratch[i]);
                }
            }
        }
    }
}

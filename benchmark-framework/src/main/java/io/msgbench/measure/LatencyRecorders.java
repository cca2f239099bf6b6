package io.msgbench.measure;

import io.msgbench.result.Metric;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;

/**
 * HdrHistogram recorders per {@link Metric}, in microseconds, safe to record from any thread; each
 * snapshot adds the threads' histograms together per metric.
 *
 * <p>Why per thread: one shared {@code Recorder} per metric is a set of atomics every producer and
 * consumer thread writes (no lock, but one contended cache line for all). Here each recording thread
 * gets its own single-writer histograms, up to {@link #DEDICATED_THREADS}; threads beyond that (a driver
 * with a poll thread per consumer and a thousand consumers) share one multi-writer set, which keeps
 * memory bounded. The recorders auto-resize, so a tail of hours is recorded as it is: never clamped.
 * End-to-end samples at or below zero (clock skew across hosts) are recorded as 0 and also counted,
 * with the lowest raw value kept, so the result can say how many there were.
 */
public final class LatencyRecorders {
    static final int SIGNIFICANT_DIGITS = 3;
    static final int DEDICATED_THREADS = Math.max(16, 4 * Runtime.getRuntime().availableProcessors());

    private final List<ThreadRecorders> all = new CopyOnWriteArrayList<>();
    private final ThreadRecorders shared = ThreadRecorders.shared();
    private final ThreadLocal<ThreadRecorders> mine = ThreadLocal.withInitial(this::assign);
    private final LongAdder nonPositiveEndToEnd = new LongAdder();
    private final LongAccumulator lowestEndToEndMicros = new LongAccumulator(Math::min, Long.MAX_VALUE);

    public LatencyRecorders() {
        all.add(shared);
    }

    /**
     * Where one call site records (one producer's acknowledgements, one consumer's deliveries): every sample goes
     * through a site, which remembers each calling thread's recorders.
     */
    public Site site() {
        return new Site();
    }

    /** Records into the calling thread's recorders; a negative sample counts as 0. */
    public final class Site {
        private final LastThread<ThreadRecorders> recorders = new LastThread<>(mine::get);

        private Site() {}

        public void record(Metric metric, long micros) {
            recorders.get().record(metric, Math.max(0, micros));
        }

        /**
         * The three samples of one acknowledged send, recorded together (one critical section): send delay,
         * publish latency and publish service time.
         */
        public void recordAcknowledged(long sendDelayMicros, long publishMicros, long serviceMicros) {
            recorders
                    .get()
                    .record(
                            Metric.SEND_DELAY,
                            Math.max(0, sendDelayMicros),
                            Metric.PUBLISH_LATENCY,
                            Math.max(0, publishMicros),
                            Metric.PUBLISH_SERVICE_TIME,
                            Math.max(0, serviceMicros));
        }

        public void recordEndToEnd(long micros) {
            if (micros <= 0) {
                nonPositiveEndToEnd.increment();
                lowestEndToEndMicros.accumulate(micros);
            }
            record(Metric.END_TO_END_LATENCY, micros);
        }
    }

    /** The histograms recorded since the previous call, summed over threads; each call starts a new interval. */
    public synchronized Map<Metric, Histogram> intervalHistograms() {
        Histogram[] sums = new Histogram[Metric.values().length];
        for (int i = 0; i < sums.length; i++) {
            sums[i] = new Histogram(SIGNIFICANT_DIGITS);
        }
        for (ThreadRecorders recorders : all) {
            recorders.addIntervalTo(sums);
        }
        Map<Metric, Histogram> interval = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            interval.put(metric, sums[metric.ordinal()]);
        }
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

    private synchronized ThreadRecorders assign() {
        if (all.size() > DEDICATED_THREADS) {
            return shared;
        }
        ThreadRecorders dedicated = ThreadRecorders.singleWriter();
        all.add(dedicated);
        return dedicated;
    }
}

package io.msgbench.worker;

import io.msgbench.workload.KeyDistributor;
import io.msgbench.workload.KeyDistributorType;
import java.util.List;

/**
 * How to send: the total rate shared by all {@code totalProducers} of the run (0 = unthrottled), the
 * common start on the wall clock, the key distribution (with its skew for ZIPF), the payload templates,
 * how sender threads wait at a fixed rate (the workload's {@code spinWait} and {@code minWakeIntervalMicros}),
 * and whether the header goes beside the payload (the payloads are then the bodies, sent as they are) or in it.
 */
public record LoadSpec(double totalRatePerSecond, int totalProducers, long startEpochNanos,
                       KeyDistributorType keyDistributor, List<byte[]> payloads, double zipfExponent,
                       Pacing pacing, boolean headerOutOfBand) {
    /** An unthrottled producer may always keep at least this many messages in flight. */
    public static final int UNTHROTTLED_WINDOW = 1_000;

    /** The header in the payload. */
    public LoadSpec(double totalRatePerSecond, int totalProducers, long startEpochNanos,
                    KeyDistributorType keyDistributor, List<byte[]> payloads, double zipfExponent, Pacing pacing) {
        this(totalRatePerSecond, totalProducers, startEpochNanos, keyDistributor, payloads, zipfExponent, pacing,
                false);
    }

    /** With the default ZIPF skew (only used when the key distribution is ZIPF) and the workload's default pacing. */
    public LoadSpec(double totalRatePerSecond, int totalProducers, long startEpochNanos,
                    KeyDistributorType keyDistributor, List<byte[]> payloads) {
        this(totalRatePerSecond, totalProducers, startEpochNanos, keyDistributor, payloads,
                KeyDistributor.DEFAULT_ZIPF_EXPONENT, Pacing.of(false, Pacing.DEFAULT_MIN_WAKE_INTERVAL_MICROS));
    }

    /** The same load starting at another time (a worker's clock). */
    public LoadSpec startingAt(long epochNanos) {
        return new LoadSpec(totalRatePerSecond, totalProducers, epochNanos, keyDistributor, payloads, zipfExponent,
                pacing, headerOutOfBand);
    }

    /**
     * Unthrottled producers of one worker keep at most this many payload bytes in flight together (or
     * {@link #UNTHROTTLED_WINDOW} messages each, if more), so the client cannot run away. Big enough that
     * window / service time stays far above a broker's rate (42k messages of 100 B: 42 M msg/s at 1 ms,
     * 420 k msg/s at 100 ms), small enough that what each in-flight message holds (payload, futures,
     * callbacks) does not burden the collector: bin/perf measured 32 MiB slower on Kafka than 4 MiB, and
     * 1,000 messages capped the rate at 1,000 / service time.
     */
    public static final long UNTHROTTLED_WINDOW_BYTES = 4L << 20;

    /** Messages one of {@code producers} unthrottled producers may keep in flight. */
    public static int unthrottledWindow(int messageBytes, int producers) {
        long share = UNTHROTTLED_WINDOW_BYTES / ((long) Math.max(1, messageBytes) * Math.max(1, producers));
        return (int) Math.max(UNTHROTTLED_WINDOW, Math.min(Integer.MAX_VALUE, share));
    }
}

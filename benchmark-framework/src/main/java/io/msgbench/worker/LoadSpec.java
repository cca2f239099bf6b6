package io.msgbench.worker;

import io.msgbench.workload.KeyDistributor;
import io.msgbench.workload.KeyDistributorType;
import java.util.List;

/**
 * How to send: the total rate shared by all {@code totalProducers} of the run (0 = unthrottled), the
 * common start on the wall clock, the key distribution (with its skew for ZIPF) and the payload templates.
 */
public record LoadSpec(double totalRatePerSecond, int totalProducers, long startEpochNanos,
                       KeyDistributorType keyDistributor, List<byte[]> payloads, double zipfExponent) {
    /** Unthrottled producers keep at most this many messages in flight, so the client cannot run away. */
    public static final int UNTHROTTLED_WINDOW = 1_000;

    /** With the default ZIPF skew (only used when the key distribution is ZIPF). */
    public LoadSpec(double totalRatePerSecond, int totalProducers, long startEpochNanos,
                    KeyDistributorType keyDistributor, List<byte[]> payloads) {
        this(totalRatePerSecond, totalProducers, startEpochNanos, keyDistributor, payloads,
                KeyDistributor.DEFAULT_ZIPF_EXPONENT);
    }
}

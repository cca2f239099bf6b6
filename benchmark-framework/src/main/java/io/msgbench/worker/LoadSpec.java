package io.msgbench.worker;

import io.msgbench.workload.KeyDistributor;
import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import java.util.List;

/**
 * How to send: the total rate shared by all {@code totalProducers} of the run (0 = unthrottled), the
 * common start on the wall clock, the key distribution (with its skew for ZIPF), the payload templates,
 * how sender threads wait at a fixed rate (the workload's {@code spinWait} and {@code minWakeIntervalMicros}),
 * and whether the header goes beside the payload (the payloads are then the bodies, sent as they are) or in it.
 */
public record LoadSpec(
        double totalRatePerSecond,
        int totalProducers,
        long startEpochNanos,
        KeyDistributorType keyDistributor,
        List<byte[]> payloads,
        double zipfExponent,
        Pacing pacing,
        boolean headerOutOfBand) {
    /** The header in the payload. */
    public LoadSpec(
            double totalRatePerSecond,
            int totalProducers,
            long startEpochNanos,
            KeyDistributorType keyDistributor,
            List<byte[]> payloads,
            double zipfExponent,
            Pacing pacing) {
        this(
                totalRatePerSecond,
                totalProducers,
                startEpochNanos,
                keyDistributor,
                payloads,
                zipfExponent,
                pacing,
                false);
    }

    /** With the default ZIPF skew (only used when the key distribution is ZIPF) and the workload's default pacing. */
    public LoadSpec(
            double totalRatePerSecond,
            int totalProducers,
            long startEpochNanos,
            KeyDistributorType keyDistributor,
            List<byte[]> payloads) {
        this(
                totalRatePerSecond,
                totalProducers,
                startEpochNanos,
                keyDistributor,
                payloads,
                KeyDistributor.DEFAULT_ZIPF_EXPONENT,
                Pacing.of(false, Workload.DEFAULT_MIN_WAKE_INTERVAL_MICROS));
    }

    /** The same load starting at another time (a worker's clock). */
    public LoadSpec startingAt(long epochNanos) {
        return new LoadSpec(
                totalRatePerSecond,
                totalProducers,
                epochNanos,
                keyDistributor,
                payloads,
                zipfExponent,
                pacing,
                headerOutOfBand);
    }
}

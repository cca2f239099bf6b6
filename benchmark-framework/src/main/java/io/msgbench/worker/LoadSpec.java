package io.msgbench.worker;

import io.msgbench.workload.KeyDistributorType;
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

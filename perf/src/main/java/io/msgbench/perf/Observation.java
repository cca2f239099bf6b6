package io.msgbench.perf;

import io.msgbench.measure.Metric;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.RunResult;
import java.util.List;
import java.util.Map;

/**
 * A run's result plus what this JVM looked like during its measure phase: CPU time (of the process and of
 * its sender threads), bytes allocated, heap, threads and full collections; and the broker's CPU time meanwhile,
 * where observed.
 */
record Observation(RunResult result, long cpuNanos, long senderCpuNanos, long allocatedBytes, long heapUsedMaxBytes,
                   long liveHeapBytes, int threadsMax, Map<String, Integer> threadsByName, long brokerCpuNanos,
                   long fullGcs) {

    List<IntervalResult> measured() {
        return result.measureIntervals();
    }

    double seconds() {
        return measured().stream().mapToDouble(IntervalResult::seconds).sum();
    }

    long ackedMessages() {
        return measured().stream().mapToLong(i -> i.counts().acked()).sum();
    }

    double publishRate() {
        return ackedMessages() / seconds();
    }

    double consumeRate() {
        return measured().stream().mapToLong(i -> i.counts().received()).sum() / seconds();
    }

    /** Process CPU per message sent, every thread included. */
    double cpuNanosPerMessage() {
        return cpuNanos / (double) Math.max(1, ackedMessages());
    }

    /** The broker's CPU per message sent over the same measure phase (0 when no broker was observed). */
    double brokerCpuNanosPerMessage() {
        return brokerCpuNanos / (double) Math.max(1, ackedMessages());
    }

    /** Cores the whole process used on average over the measure phase. */
    double cores() {
        return cpuNanos / 1e9 / seconds();
    }

    /** Cores the sender threads used on average over the measure phase. */
    double senderCores() {
        return senderCpuNanos / 1e9 / seconds();
    }

    double allocatedBytesPerMessage() {
        return allocatedBytes / (double) Math.max(1, ackedMessages());
    }

    /** A percentile of a metric over the measure phase, in microseconds. */
    double micros(Metric metric, double percentile) {
        return result.stats(metric).percentile(percentile) * 1_000;
    }

    boolean intact() {
        return result.complete() && result.counts().lost() == 0 && result.counts().duplicated() == 0;
    }
}

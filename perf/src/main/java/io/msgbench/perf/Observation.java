package io.msgbench.perf;

import io.msgbench.result.IntervalResult;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import java.util.List;
import java.util.Map;

/**
 * A run's result plus what this JVM looked like during its measure phase: CPU time (of the process and of
 * each thread, by name with digits folded), bytes allocated, heap, threads and full collections; and the broker's CPU time meanwhile,
 * where observed.
 */
record Observation(
        RunResult result,
        long cpuNanos,
        Map<String, Long> threadCpuNanos,
        long allocatedBytes,
        long heapUsedMaxBytes,
        long liveHeapBytes,
        int threadsMax,
        Map<String, Integer> threadsByName,
        long brokerCpuNanos,
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

    /** msgbench's sender threads, which exist from the start of the load to its end. */
    private static final String SENDER_THREADS = "msgbench-sender-";

    /** Cores the sender threads used on average over the measure phase. */
    double senderCores() {
        return threadCpuNanos.entrySet().stream()
                        .filter(thread -> thread.getKey().startsWith(SENDER_THREADS))
                        .mapToLong(Map.Entry::getValue)
                        .sum()
                / 1e9
                / seconds();
    }

    /** Cores each group of Java threads used (by name, digits folded), the busiest first. */
    List<Map.Entry<String, Double>> coresByThread() {
        return threadCpuNanos.entrySet().stream()
                .map(thread -> Map.entry(thread.getKey(), thread.getValue() / 1e9 / seconds()))
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .toList();
    }

    /** Cores used outside the Java threads alive at the end: the collector, the JIT compilers, the VM's own threads. */
    double coresOutsideJavaThreads() {
        long javaThreads =
                threadCpuNanos.values().stream().mapToLong(Long::longValue).sum();
        return Math.max(0, cpuNanos - javaThreads) / 1e9 / seconds();
    }

    double allocatedBytesPerMessage() {
        return allocatedBytes / (double) Math.max(1, ackedMessages());
    }

    /** A percentile of a metric over the measure phase, in microseconds. */
    double micros(Metric metric, double percentile) {
        return result.stats(metric).percentile(percentile) * 1_000;
    }

    boolean intact() {
        return result.complete()
                && result.counts().lost() == 0
                && result.counts().duplicated() == 0;
    }
}

package io.msgbench.scrape;

import java.util.List;
import java.util.Optional;

/**
 * One scrape of a broker JVM's counters, under the names Prometheus's Java clients give them (the JMX exporter's
 * agent, Pulsar's and BookKeeper's own endpoints, Pravega's): {@code process_cpu_seconds_total} and the collectors'
 * {@code jvm_gc_collection_seconds_count} / {@code _sum}. A collector that runs beside the application (G1's
 * "G1 Concurrent GC", ZGC's "ZGC Cycles") is left out: its time is not a pause.
 *
 * @param atNanos    when it was read, on {@link System#nanoTime()}
 * @param cpuSeconds the process's CPU time so far
 * @param gcPauses   stop-the-world collections so far
 * @param gcSeconds  their time so far
 */
record JvmReading(long atNanos, double cpuSeconds, double gcPauses, double gcSeconds) {
    static final String CPU = "process_cpu_seconds_total";
    static final String GC_COUNT = "jvm_gc_collection_seconds_count";
    static final String GC_SUM = "jvm_gc_collection_seconds_sum";

    /** The reading in these samples; empty when they hold no CPU counter (not a JVM's endpoint, or not yet). */
    static Optional<JvmReading> of(long atNanos, List<PrometheusText.Sample> samples) {
        double cpu = -1;
        double count = 0;
        double sum = 0;
        for (PrometheusText.Sample sample : samples) {
            switch (sample.name()) {
                case CPU -> cpu = Math.max(0, cpu) + sample.value();
                case GC_COUNT -> count += pause(sample) ? sample.value() : 0;
                case GC_SUM -> sum += pause(sample) ? sample.value() : 0;
                default -> { }
            }
        }
        return cpu < 0 ? Optional.empty() : Optional.of(new JvmReading(atNanos, cpu, count, sum));
    }

    private static boolean pause(PrometheusText.Sample sample) {
        String collector = sample.labels().getOrDefault("gc", "");
        return !collector.contains("Concurrent") && !collector.contains("Cycles");
    }

    /** What happened from {@code earlier} to this; empty when a counter went back (the broker restarted). */
    Optional<Delta> since(JvmReading earlier) {
        double seconds = (atNanos - earlier.atNanos) / 1e9;
        if (seconds <= 0 || cpuSeconds < earlier.cpuSeconds || gcPauses < earlier.gcPauses
                || gcSeconds < earlier.gcSeconds) {
            return Optional.empty();
        }
        return Optional.of(new Delta((cpuSeconds - earlier.cpuSeconds) / seconds,
                (int) Math.round(gcPauses - earlier.gcPauses), (gcSeconds - earlier.gcSeconds) * 1_000));
    }

    /** A broker's figures over one interval. */
    record Delta(double cpuCores, int gcPauses, double gcPauseMillis) {
    }
}

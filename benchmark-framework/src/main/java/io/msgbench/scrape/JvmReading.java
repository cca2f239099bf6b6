package io.msgbench.scrape;

import java.util.List;
import java.util.Optional;

/**
 * One scrape of a broker JVM's CPU and GC figures, under the names either of two metrics libraries gives them.
 * Prometheus's Java client (the JMX exporter's agent, Pulsar's and BookKeeper's own endpoints): the counter
 * {@code process_cpu_seconds_total} and the collectors' {@code jvm_gc_collection_seconds_count} / {@code _sum}; a
 * collector that runs beside the application (G1's "G1 Concurrent GC", ZGC's "ZGC Cycles") is left out, its time
 * is not a pause. Micrometer (Pravega's segment stores and controllers): the gauge {@code process_cpu_usage}, the
 * process's share of the host's {@code system_cpu_count} CPUs since the JVM was last asked, and the pause timer
 * {@code jvm_gc_pause_seconds_count} / {@code _sum} (Micrometer times concurrent phases under another name).
 *
 * @param atNanos     when it was read, on {@link System#nanoTime()}
 * @param cpuSeconds  the process's CPU time so far; -1 where the endpoint serves only a gauge
 * @param cpuCoresNow the cores the process used lately, from a gauge; NaN where the endpoint serves none
 * @param gcPauses    stop-the-world collections so far
 * @param gcSeconds   their time so far
 */
record JvmReading(long atNanos, double cpuSeconds, double cpuCoresNow, double gcPauses, double gcSeconds) {
    static final String CPU = "process_cpu_seconds_total";
    static final String GC_COUNT = "jvm_gc_collection_seconds_count";
    static final String GC_SUM = "jvm_gc_collection_seconds_sum";
    static final String MICROMETER_CPU_SHARE = "process_cpu_usage";
    static final String MICROMETER_CPU_COUNT = "system_cpu_count";
    static final String MICROMETER_PAUSE_COUNT = "jvm_gc_pause_seconds_count";
    static final String MICROMETER_PAUSE_SUM = "jvm_gc_pause_seconds_sum";

    /** The reading in these samples; empty when they hold no CPU figure (not a JVM's endpoint, or not yet). */
    static Optional<JvmReading> of(long atNanos, List<PrometheusText.Sample> samples) {
        double cpu = -1;
        double share = -1;
        double cpuCount = -1;
        double count = 0;
        double sum = 0;
        for (PrometheusText.Sample sample : samples) {
            switch (sample.name()) {
                case CPU -> cpu = Math.max(0, cpu) + sample.value();
                case MICROMETER_CPU_SHARE -> share = sample.value();
                case MICROMETER_CPU_COUNT -> cpuCount = sample.value();
                case GC_COUNT, MICROMETER_PAUSE_COUNT -> count += pause(sample) ? sample.value() : 0;
                case GC_SUM, MICROMETER_PAUSE_SUM -> sum += pause(sample) ? sample.value() : 0;
                default -> {}
            }
        }
        // Micrometer answers a negative share while the JVM cannot tell yet
        double coresNow = share >= 0 && cpuCount > 0 ? share * cpuCount : Double.NaN;
        if (cpu < 0 && Double.isNaN(coresNow)) {
            return Optional.empty();
        }
        return Optional.of(new JvmReading(atNanos, cpu, coresNow, count, sum));
    }

    private static boolean pause(PrometheusText.Sample sample) {
        String collector = sample.labels().getOrDefault("gc", "");
        return !collector.contains("Concurrent") && !collector.contains("Cycles");
    }

    /** What happened from {@code earlier} to this; empty when a counter went back (the broker restarted). */
    Optional<Delta> since(JvmReading earlier) {
        double seconds = (atNanos - earlier.atNanos) / 1e9;
        boolean cpuCounted = cpuSeconds >= 0 && earlier.cpuSeconds >= 0;
        if (seconds <= 0
                || (cpuCounted && cpuSeconds < earlier.cpuSeconds)
                || gcPauses < earlier.gcPauses
                || gcSeconds < earlier.gcSeconds) {
            return Optional.empty();
        }
        double cores = cpuCounted ? (cpuSeconds - earlier.cpuSeconds) / seconds : cpuCoresNow;
        if (Double.isNaN(cores)) {
            return Optional.empty();
        }
        return Optional.of(new Delta(
                cores, (int) Math.round(gcPauses - earlier.gcPauses), (gcSeconds - earlier.gcSeconds) * 1_000));
    }

    /** A broker's figures over one interval. */
    record Delta(double cpuCores, int gcPauses, double gcPauseMillis) {}
}

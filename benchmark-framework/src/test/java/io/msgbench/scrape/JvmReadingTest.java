package io.msgbench.scrape;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class JvmReadingTest {
    private static final long SECOND = 1_000_000_000L;

    private static Optional<JvmReading> read(long atNanos, double cpu, double youngCount, double youngSeconds) {
        return JvmReading.of(atNanos, PrometheusText.parse("""
                process_cpu_seconds_total %s
                jvm_gc_collection_seconds_count{gc="G1 Young Generation",} %s
                jvm_gc_collection_seconds_sum{gc="G1 Young Generation",} %s
                jvm_gc_collection_seconds_count{gc="G1 Old Generation",} 1.0
                jvm_gc_collection_seconds_sum{gc="G1 Old Generation",} 0.5
                jvm_gc_collection_seconds_count{gc="G1 Concurrent GC",} 40.0
                jvm_gc_collection_seconds_sum{gc="G1 Concurrent GC",} 9.0
                """.formatted(cpu, youngCount, youngSeconds)));
    }

    @Test
    void addsTheStopTheWorldCollectorsAndLeavesTheConcurrentOneOut() {
        JvmReading reading = read(0, 12.5, 10, 0.25).orElseThrow();

        assertThat(reading).isEqualTo(new JvmReading(0, 12.5, Double.NaN, 11, 0.75));
    }

    @Test
    void anIntervalIsTheCountersDifferenceOverItsLength() {
        JvmReading before = read(0, 10, 10, 0.25).orElseThrow();
        JvmReading after = read(2 * SECOND, 11.5, 13, 0.28).orElseThrow();

        JvmReading.Delta delta = after.since(before).orElseThrow();

        assertThat(delta.cpuCores()).isEqualTo(0.75);
        assertThat(delta.gcPauses()).isEqualTo(3);
        assertThat(delta.gcPauseMillis()).isCloseTo(30.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void aCounterThatWentBackIsABrokerThatRestarted() {
        JvmReading before = read(0, 100, 10, 0.25).orElseThrow();
        JvmReading restarted = read(SECOND, 2, 1, 0.01).orElseThrow();

        assertThat(restarted.since(before)).isEmpty();
    }

    /** Pravega's segment store's page (Micrometer 1.3, Pravega 0.13), the JVM part of it. */
    private static Optional<JvmReading> readMicrometer(
            long atNanos, double cpuShare, double minorCount, double minorSeconds) {
        return JvmReading.of(atNanos, PrometheusText.parse("""
                # HELP process_cpu_usage The "recent cpu usage" for the Java Virtual Machine process
                # TYPE process_cpu_usage gauge
                process_cpu_usage %s
                # TYPE system_cpu_count gauge
                system_cpu_count 4.0
                # TYPE jvm_gc_pause_seconds summary
                jvm_gc_pause_seconds_count{action="end of minor GC",cause="G1 Evacuation Pause",} %s
                jvm_gc_pause_seconds_sum{action="end of minor GC",cause="G1 Evacuation Pause",} %s
                jvm_gc_pause_seconds_count{action="end of major GC",cause="G1 Humongous Allocation",} 1.0
                jvm_gc_pause_seconds_sum{action="end of major GC",cause="G1 Humongous Allocation",} 0.5
                # TYPE jvm_gc_pause_seconds_max gauge
                jvm_gc_pause_seconds_max{action="end of minor GC",cause="G1 Evacuation Pause",} 0.02
                jvm_gc_concurrent_phase_time_seconds_count{action="end of concurrent GC pause",cause="No GC",} 40.0
                """.formatted(cpuShare, minorCount, minorSeconds)));
    }

    @Test
    void micrometersCpuIsAShareOfTheHostsCpusNowAndItsPausesAreATimer() {
        JvmReading before = readMicrometer(0, 0.10, 10, 0.25).orElseThrow();
        JvmReading after = readMicrometer(2 * SECOND, 0.25, 13, 0.28).orElseThrow();

        assertThat(before).isEqualTo(new JvmReading(0, -1, 0.40, 11, 0.75));
        JvmReading.Delta delta = after.since(before).orElseThrow();
        assertThat(delta.cpuCores()).isEqualTo(1.0); // the later reading's share of 4 CPUs, not a difference
        assertThat(delta.gcPauses()).isEqualTo(3);
        assertThat(delta.gcPauseMillis()).isCloseTo(30.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void aShareMicrometerCannotTellYetIsNoReading() {
        assertThat(readMicrometer(0, -1, 10, 0.25)).isEmpty();
    }

    @Test
    void anEndpointWithoutACpuCounterIsNoJvms() {
        assertThat(JvmReading.of(0, PrometheusText.parse("up 1\n"))).isEmpty();
    }
}

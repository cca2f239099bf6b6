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

        assertThat(reading).isEqualTo(new JvmReading(0, 12.5, 11, 0.75));
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

    @Test
    void anEndpointWithoutACpuCounterIsNoJvms() {
        assertThat(JvmReading.of(0, PrometheusText.parse("up 1\n"))).isEmpty();
    }
}

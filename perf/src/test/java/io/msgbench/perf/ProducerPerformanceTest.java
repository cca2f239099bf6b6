package io.msgbench.perf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading Kafka's ProducerPerformance output back (as kafka-tools 4.1.2 prints it). */
class ProducerPerformanceTest {

    @Test
    void readsTheWindowsAndTheSummary() {
        ProducerPerformance.Figures figures = ProducerPerformance.parse(List.of(
                "[main] INFO org.apache.kafka.clients.producer.KafkaProducer - starting",
                "412345 records sent, 82469.0 records/sec (7.86 MB/sec), 120.5 ms avg latency, 410.0 ms max latency.",
                "600000 records sent, 120000.0 records/sec (11.44 MB/sec), 12.1 ms avg latency, 40.0 ms max latency.",
                "610000 records sent, 122000.0 records/sec (11.63 MB/sec), 11.9 ms avg latency, 38.0 ms max latency.",
                "300000 records sent, 119000.0 records/sec (11.35 MB/sec), 10.0 ms avg latency, 35.0 ms max latency.",
                "1922345 records sent, 110000.5 records/sec (10.49 MB/sec), 35.86 ms avg latency, 410.00 ms max latency, "
                        + "7 ms 50th, 121 ms 95th, 383 ms 99th, 407 ms 99.9th."));
        assertThat(figures.windowRates()).containsExactly(82469.0, 120000.0, 122000.0, 119000.0);
        assertThat(figures.overallRate()).isEqualTo(110000.5);
        assertThat(figures.p50Millis()).isEqualTo(7);
        assertThat(figures.p99Millis()).isEqualTo(383);
        assertThat(figures.maxMillis()).isEqualTo(410);
        // the first window (ramp-up) and the last (partial) are left out of the steady rate
        assertThat(figures.steadyRate()).isEqualTo(121000.0);
    }

    @Test
    void withFewWindowsTheSteadyRateIsTheOverallOne() {
        ProducerPerformance.Figures figures = ProducerPerformance.parse(List.of(
                "100000 records sent, 7344.8 records/sec (0.70 MB/sec), 764.86 ms avg latency, 5777.00 ms max latency, "
                        + "752 ms 50th, 1221 ms 95th, 1383 ms 99th, 1547 ms 99.9th."));
        assertThat(figures.steadyRate()).isEqualTo(7344.8);
    }

    @Test
    void noSummaryLineIsAnErrorShowingTheLastLines() {
        assertThatThrownBy(() -> ProducerPerformance.parse(List.of("Exception in thread main: no broker")))
                .hasMessageContaining("no summary line")
                .hasMessageContaining("no broker");
    }
}

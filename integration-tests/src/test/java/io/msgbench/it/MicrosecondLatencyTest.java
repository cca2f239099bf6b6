package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.workload.Workload;
import java.time.Duration;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The README's "microsecond end-to-end latency for every driver": the framework's header carries the intended
 * send time from a µs clock, so end-to-end samples are not whole milliseconds, on the loopback driver and through
 * a real Kafka broker (whose own timestamps are milliseconds). How far below a millisecond they are is a measured
 * figure and not judged here: this test once also asserted the loopback p50 below 1 ms, which held at about 0.1 ms
 * on a quiet machine but measured 4.5 ms beside two other suites (load average 57). That the stamp reaches the
 * consumer exactly, not rounded to a millisecond, {@code DataPathConformance} checks on every driver.
 */
@ExtendWith(KafkaBroker.class)
class MicrosecondLatencyTest {

    private static Workload workload(String name) {
        return Workload.builder()
                .name(name)
                .topics(1)
                .partitionsPerTopic(2)
                .messageSize(200)
                .producerRate(1_000)
                .warmupDuration(Duration.ofSeconds(1))
                .testDuration(Duration.ofSeconds(4))
                .build();
    }

    @Test
    void onTheLoopbackDriverEndToEndIsNotInWholeMilliseconds() {
        DriverSpec loopback = DriverSpecLoader.load(KafkaBroker.home().resolve("driver-loopback/loopback.yaml"));

        RunResult result = Runs.run(workload("microseconds-loopback"), loopback);

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        Histogram endToEnd = result.aggregate().get(Metric.END_TO_END_LATENCY);
        assertThat(endToEnd.getTotalCount()).isGreaterThan(1_000);
        assertThat(Histograms.bucketsBetweenWholeMilliseconds(endToEnd))
                .as("recorded values between whole ms")
                .isGreaterThan(10);
    }

    @Test
    void throughARealKafkaBrokerEndToEndIsNotInWholeMilliseconds() {
        RunResult result =
                Runs.run(workload("microseconds-kafka"), KafkaBroker.driver("driver-kafka/kafka-embedded.yaml"));

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        Histogram endToEnd = result.aggregate().get(Metric.END_TO_END_LATENCY);
        assertThat(endToEnd.getTotalCount()).isGreaterThan(1_000);
        assertThat(Histograms.bucketsBetweenWholeMilliseconds(endToEnd))
                .as("recorded values between whole ms")
                .isGreaterThan(10);
    }
}

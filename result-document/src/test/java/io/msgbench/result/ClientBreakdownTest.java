package io.msgbench.result;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.ClientMetrics;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The producer-buffer verdict of the 2017 study: said when the time in the producer is half the latency or more. */
class ClientBreakdownTest {
    private static LatencyStats averageOf(long micros, int samples) {
        Histogram histogram = new Histogram(3);
        histogram.recordValueWithCount(micros, samples);
        return LatencyStats.of(histogram);
    }

    private static ClientBreakdown lingerQueueAndBlocked(double lingerMs, double queueMs, double blockedMs) {
        return new ClientBreakdown(
                Map.of(
                        ClientMetrics.PRODUCER_LINGER,
                        lingerMs,
                        ClientMetrics.PRODUCER_QUEUE_AVG,
                        queueMs,
                        ClientMetrics.SEND_BLOCKED_AVG,
                        blockedMs),
                List.of());
    }

    private static ClientBreakdown queueAndBlocked(double queueMs, double blockedMs) {
        return new ClientBreakdown(
                Map.of(ClientMetrics.PRODUCER_QUEUE_AVG, queueMs, ClientMetrics.SEND_BLOCKED_AVG, blockedMs),
                List.of());
    }

    @Test
    void saysSoWhenProducerBufferTimeDominatesEndToEnd() {
        var warning = queueAndBlocked(40, 15).producerBufferDominance(averageOf(100_000, 10), averageOf(90_000, 10));

        assertThat(warning)
                .hasValueSatisfying(
                        text -> assertThat(text)
                                .startsWith(
                                        "producer buffer time dominates: records waited 55.000 ms on average in the producer"
                                                + " (buffer queue 40.000 ms + blocked in send 15.000 ms) of 100.000 ms average end-to-end"));
    }

    @Test
    void staysQuietWhenTheBufferIsASmallShare() {
        assertThat(queueAndBlocked(10, 1).producerBufferDominance(averageOf(100_000, 10), averageOf(90_000, 10)))
                .isEmpty();
        assertThat(ClientBreakdown.NONE.producerBufferDominance(averageOf(100_000, 10), averageOf(90_000, 10)))
                .isEmpty();
    }

    @Test
    void comparesWithPublishLatencyWhenNothingWasConsumed() {
        LatencyStats noEndToEnd = LatencyStats.of(new Histogram(3));

        assertThat(queueAndBlocked(30, 0).producerBufferDominance(noEndToEnd, averageOf(50_000, 10)))
                .hasValueSatisfying(text -> assertThat(text).contains("of 50.000 ms average publish latency"));
    }

    @Test
    void staysQuietWhenRecordsWaitAboutTheConfiguredLinger() {
        // the default run's shape (embedded Kafka, linger.ms=1, 5,000 msg/s): records wait about linger.ms
        assertThat(lingerQueueAndBlocked(1, 1.1, 0.001)
                        .producerBufferDominance(averageOf(2_000, 10), averageOf(1_800, 10)))
                .isEmpty();
        // recorded: bin/benchmark with no arguments on a loaded 2-core machine, measure-phase figures
        assertThat(lingerQueueAndBlocked(1, 10.523, 0.0)
                        .producerBufferDominance(averageOf(132_558, 10), averageOf(92_948, 10)))
                .isEmpty();
        // a throughput setting: records wait their 100 ms linger by design
        assertThat(lingerQueueAndBlocked(100, 101, 0)
                        .producerBufferDominance(averageOf(110_000, 10), averageOf(105_000, 10)))
                .isEmpty();
    }

    @Test
    void warnsWhenTheBufferTimeIsFarAboveTheLinger() {
        var warning =
                lingerQueueAndBlocked(1, 40, 15).producerBufferDominance(averageOf(100_000, 10), averageOf(90_000, 10));

        assertThat(warning)
                .hasValueSatisfying(text -> assertThat(text)
                        .contains("records waited 55.000 ms")
                        .contains("54.000 ms above the configured linger of 1.000 ms"));
    }

    @Test
    void staysQuietWhenTheWaitIsOnlyLittleAboveALongLinger() {
        // 30 ms over a 100 ms linger dominates nothing: the wait beyond linger is a small share of 160 ms
        assertThat(lingerQueueAndBlocked(100, 130, 0)
                        .producerBufferDominance(averageOf(160_000, 10), averageOf(150_000, 10)))
                .isEmpty();
    }
}

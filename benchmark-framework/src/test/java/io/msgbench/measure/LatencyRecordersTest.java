package io.msgbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.Metric;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencyRecordersTest {

    @Test
    void anHourLongTailIsRecordedNotClamped() {
        LatencyRecorders recorders = new LatencyRecorders();
        long hourMicros = 3_600_000_000L;
        recorders.site().record(Metric.PUBLISH_LATENCY, 1_000);
        recorders.site().record(Metric.PUBLISH_LATENCY, hourMicros);
        Histogram interval = recorders.intervalHistograms().get(Metric.PUBLISH_LATENCY);
        assertThat(interval.getTotalCount()).isEqualTo(2);
        assertThat((double) interval.getMaxValue())
                .isCloseTo((double) hourMicros, org.assertj.core.data.Percentage.withPercentage(0.1));
    }

    @Test
    void nonPositiveEndToEndSamplesAreKeptAndCounted() {
        LatencyRecorders recorders = new LatencyRecorders();
        recorders.site().recordEndToEnd(-250);
        recorders.site().recordEndToEnd(0);
        recorders.site().recordEndToEnd(800);
        Histogram interval = recorders.intervalHistograms().get(Metric.END_TO_END_LATENCY);
        assertThat(interval.getTotalCount()).isEqualTo(3);
        assertThat(recorders.nonPositiveEndToEndCount()).isEqualTo(2);
        assertThat(recorders.lowestNonPositiveEndToEndMicros()).isEqualTo(-250);
    }

    @Test
    void eachSnapshotStartsANewInterval() {
        LatencyRecorders recorders = new LatencyRecorders();
        recorders.site().record(Metric.SEND_DELAY, 5);
        assertThat(recorders.intervalHistograms().get(Metric.SEND_DELAY).getTotalCount())
                .isEqualTo(1);
        assertThat(recorders.intervalHistograms().get(Metric.SEND_DELAY).getTotalCount())
                .isZero();
    }

    @Test
    void theThreeSamplesOfAnAcknowledgementGoToTheirOwnMetrics() {
        LatencyRecorders recorders = new LatencyRecorders();
        recorders.site().recordAcknowledged(3, 1_000, 997);
        var interval = recorders.intervalHistograms();
        assertThat(interval.get(Metric.SEND_DELAY).getMaxValue()).isEqualTo(3);
        assertThat(interval.get(Metric.PUBLISH_LATENCY).getValueAtPercentile(50))
                .isBetween(999L, 1_001L);
        assertThat(interval.get(Metric.PUBLISH_SERVICE_TIME).getTotalCount()).isEqualTo(1);
        assertThat(interval.get(Metric.END_TO_END_LATENCY).getTotalCount()).isZero();
    }

    @Test
    void samplesFromMoreThreadsThanHaveRecordersOfTheirOwnAreAllKept() throws InterruptedException {
        LatencyRecorders recorders = new LatencyRecorders();
        int threads = LatencyRecorders.DEDICATED_THREADS * 2;
        java.util.List<Thread> started = new java.util.ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                for (int i = 0; i < 100; i++) {
                    recorders.site().recordEndToEnd(i + 1);
                }
            });
            started.add(thread);
            thread.start();
        }
        for (Thread thread : started) {
            thread.join();
        }
        assertThat(recorders.intervalHistograms().get(Metric.END_TO_END_LATENCY).getTotalCount())
                .isEqualTo(threads * 100L);
    }

    @Test
    void snapshotsTakenWhileAThreadRecordsLoseNoSample() throws InterruptedException {
        LatencyRecorders recorders = new LatencyRecorders();
        long samples = 2_000_000;
        Thread writer = new Thread(() -> {
            for (long i = 0; i < samples; i++) {
                recorders.site().recordAcknowledged(i & 1023, i & 4095, 1);
            }
        });
        writer.start();
        long seen = 0;
        while (writer.isAlive()) {
            seen += recorders.intervalHistograms().get(Metric.PUBLISH_LATENCY).getTotalCount();
        }
        writer.join();
        seen += recorders.intervalHistograms().get(Metric.PUBLISH_LATENCY).getTotalCount();
        assertThat(seen).isEqualTo(samples);
    }
}

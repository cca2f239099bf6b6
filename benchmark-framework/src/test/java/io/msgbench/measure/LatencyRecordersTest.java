package io.msgbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencyRecordersTest {

    @Test
    void anHourLongTailIsRecordedNotClamped() {
        LatencyRecorders recorders = new LatencyRecorders();
        long hourMicros = 3_600_000_000L;
        recorders.record(Metric.PUBLISH_LATENCY, 1_000);
        recorders.record(Metric.PUBLISH_LATENCY, hourMicros);
        Histogram interval = recorders.intervalHistograms().get(Metric.PUBLISH_LATENCY);
        assertThat(interval.getTotalCount()).isEqualTo(2);
        assertThat((double) interval.getMaxValue()).isCloseTo(hourMicros, org.assertj.core.data.Percentage.withPercentage(0.1));
    }

    @Test
    void nonPositiveEndToEndSamplesAreKeptAndCounted() {
        LatencyRecorders recorders = new LatencyRecorders();
        recorders.recordEndToEnd(-250);
        recorders.recordEndToEnd(0);
        recorders.recordEndToEnd(800);
        Histogram interval = recorders.intervalHistograms().get(Metric.END_TO_END_LATENCY);
        assertThat(interval.getTotalCount()).isEqualTo(3);
        assertThat(recorders.nonPositiveEndToEndCount()).isEqualTo(2);
        assertThat(recorders.lowestNonPositiveEndToEndMicros()).isEqualTo(-250);
    }

    @Test
    void eachSnapshotStartsANewInterval() {
        LatencyRecorders recorders = new LatencyRecorders();
        recorders.record(Metric.SEND_DELAY, 5);
        assertThat(recorders.intervalHistograms().get(Metric.SEND_DELAY).getTotalCount()).isEqualTo(1);
        assertThat(recorders.intervalHistograms().get(Metric.SEND_DELAY).getTotalCount()).isZero();
    }
}

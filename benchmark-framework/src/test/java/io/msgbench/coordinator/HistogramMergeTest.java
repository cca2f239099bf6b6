package io.msgbench.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.CounterSnapshot;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.LatencyStats;
import io.msgbench.result.Metric;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class HistogramMergeTest {

    private static IntervalResult interval(String phase, Histogram publish) {
        Map<Metric, Histogram> histograms = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            histograms.put(metric, metric == Metric.PUBLISH_LATENCY ? publish : new Histogram(3));
        }
        return new IntervalResult(
                phase,
                Instant.EPOCH,
                Instant.EPOCH.plusSeconds(1),
                CounterSnapshot.ZERO,
                0,
                histograms,
                null,
                Map.of(),
                null);
    }

    @Test
    void aggregateAddsTheMeasureIntervalsHistogramsAndEqualsOneHistogramOfAllSamples() {
        Random random = new Random(42);
        Histogram all = new Histogram(3);
        Histogram fast = new Histogram(3);
        Histogram slow = new Histogram(3);
        for (int i = 0; i < 10_000; i++) {
            long a = 100L + random.nextInt(900);
            long b = 50_000L + random.nextInt(1_000_000); // a slow interval: averaging percentiles would hide it
            fast.recordValue(a);
            slow.recordValue(b);
            all.recordValue(a);
            all.recordValue(b);
        }
        Histogram warmup = new Histogram(3);
        warmup.recordValue(999_999_999);

        Map<Metric, Histogram> aggregate = ResultAssembler.aggregate(
                List.of(interval("warmup", warmup), interval("measure", fast), interval("measure", slow)));

        Histogram merged = aggregate.get(Metric.PUBLISH_LATENCY);
        assertThat(merged).isEqualTo(all);
        assertThat(merged.getTotalCount()).isEqualTo(20_000);
        assertThat(LatencyStats.of(merged).percentile(99.0))
                .isEqualTo(LatencyStats.of(all).percentile(99.0));
        double averagedP50 = (fast.getValueAtPercentile(50) + slow.getValueAtPercentile(50)) / 2.0;
        assertThat((double) merged.getValueAtPercentile(50))
                .isNotCloseTo(averagedP50, org.assertj.core.data.Percentage.withPercentage(5));
    }
}

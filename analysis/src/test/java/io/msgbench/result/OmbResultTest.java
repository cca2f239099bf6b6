package io.msgbench.result;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.gate.CompareReport;
import io.msgbench.gate.GateRule;
import io.msgbench.report.LabeledResult;
import io.msgbench.report.RunReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An OMB result file (shaped as OMB's TestResult writes it) is first-class input, marked as OMB's. */
class OmbResultTest {
    /** OMB's values come back as HdrHistogram holds them: to 3 significant digits, as our own results are read. */
    private static final org.assertj.core.data.Percentage SAME_3_DIGITS =
            org.assertj.core.data.Percentage.withPercentage(0.1);

    private static final Path OMB_RESULT = ResultFixtures.ombKafkaResult();

    @Test
    void anOmbResultReadsAsARunWithOmbsFiguresInOurUnits() {
        RunResult run = ResultReader.read(OMB_RESULT);

        assertThat(run.fromOmb()).isTrue();
        assertThat(run.driverName()).isEqualTo("Kafka");
        assertThat(run.workloadName()).isEqualTo("1-topic-1-partition-100b");
        assertThat(run.measureIntervals()).hasSize(3);
        assertThat(run.measureIntervals().get(0).publishRate()).isEqualTo(49000.5);
        assertThat(run.measureIntervals().get(2).consumeRate()).isEqualTo(52000.0);
        assertThat(run.counts().acked()).isEqualTo(490005 + 500000 + 510005);
        assertThat(run.stats(Metric.PUBLISH_LATENCY).percentile(99.0)).isCloseTo(4.0, SAME_3_DIGITS);
        assertThat(run.stats(Metric.PUBLISH_LATENCY).percentile(50.0)).isCloseTo(2.0, SAME_3_DIGITS);
        assertThat(run.stats(Metric.PUBLISH_LATENCY).maxMillis()).isCloseTo(12.0, SAME_3_DIGITS);
        assertThat(run.stats(Metric.PUBLISH_SERVICE_TIME).percentile(99.0))
                .as("OMB's publishLatency is service time")
                .isCloseTo(4.0, SAME_3_DIGITS);
        assertThat(run.stats(Metric.END_TO_END_LATENCY).percentile(99.0)).isCloseTo(10.0, SAME_3_DIGITS);
        assertThat(run.stats(Metric.SEND_DELAY).percentile(99.0))
                .as("OMB's 80 µs")
                .isCloseTo(0.08, SAME_3_DIGITS);
        LatencyStats third =
                LatencyStats.of(run.measureIntervals().get(2).histograms().get(Metric.PUBLISH_LATENCY));
        assertThat(third.percentile(99.0)).isCloseTo(4.8, SAME_3_DIGITS);
        assertThat(third.maxMillis()).isCloseTo(14.4, SAME_3_DIGITS);
        assertThat(run.warnings()).anySatisfy(w -> assertThat(w).contains("count from the send call"));
    }

    @Test
    void aHistogramFromPercentilesGivesThemBack() {
        Histogram histogram =
                QuantileHistogram.of(Map.of(50.0, 2000L, 99.0, 4000L, 99.9, 7000L, 100.0, 12000L), 10_000);
        assertThat(histogram.getTotalCount()).isEqualTo(10_000);
        assertThat(histogram.valuesAreEquivalent(histogram.getValueAtPercentile(50), 2000))
                .isTrue();
        assertThat(histogram.valuesAreEquivalent(histogram.getValueAtPercentile(99), 4000))
                .isTrue();
        assertThat(histogram.valuesAreEquivalent(histogram.getValueAtPercentile(99.9), 7000))
                .isTrue();
        assertThat(histogram.valuesAreEquivalent(histogram.getMaxValue(), 12000))
                .isTrue();
        assertThat(QuantileHistogram.of(Map.of(50.0, 10L, 100.0, 90L), 1).getMaxValue())
                .as("the maximum always")
                .isEqualTo(90); // below 2,048 every value is its own bucket
    }

    /**
     * HdrHistogram reads a percentile back as the value at rank ceil(p·N) (one ulp below p): a count such as
     * OMB's 49,998.7 msg/s × 10 s must not push p99 onto p99.9's value.
     */
    @Test
    void percentilesReadBackAtTheirOwnLevelWhateverTheCount() {
        for (long count : new long[] {499_987, 500_023, 12_345, 1_000_003}) {
            Histogram histogram =
                    QuantileHistogram.of(Map.of(50.0, 1000L, 99.0, 7347L, 99.9, 11654L, 100.0, 20000L), count);
            assertThat(histogram.valuesAreEquivalent(histogram.getValueAtPercentile(99.0), 7347))
                    .as("p99 of %d", count)
                    .isTrue();
            assertThat(histogram.valuesAreEquivalent(histogram.getValueAtPercentile(50.0), 1000))
                    .isTrue();
        }
    }

    @Test
    void theDateInOmbsFileNameIsTheRunsEnd() {
        assertThat(OmbResult.nameDate(Path.of("1-topic-Kafka-2025-11-21-09-30-00.json")))
                .contains(java.time.Instant.parse("2025-11-21T09:30:00Z"));
        assertThat(OmbResult.nameDate(Path.of("omb.json"))).isEmpty();
    }

    /** compare pairs OMB's run with ours of the same workload and driver, and says what differs in meaning. */
    @Test
    void compareAndReportSayWhatDiffersFromOmb(@TempDir Path dir) throws Exception {
        RunResult omb = ResultReader.read(OMB_RESULT);
        RunResult today = SyntheticRuns.run()
                .driver("Kafka")
                .workload("1-topic-1-partition-100b")
                .build();
        CompareReport comparison = CompareReport.of(List.of(omb), List.of(today), GateRule.DEFAULT);
        assertThat(comparison.comparisons())
                .as("paired by OMB's workload and driver names")
                .hasSize(1);
        assertThat(comparison.text())
                .contains("note: " + CompareReport.OMB_MEANING)
                .containsPattern("lost +unknown \\(OMB\\) +0 ");
        assertThat(CompareReport.of(List.of(omb), List.of(omb), GateRule.DEFAULT)
                        .text())
                .as("OMB against OMB")
                .doesNotContain(CompareReport.OMB_MEANING)
                .contains("not judged");
        RunResult ours = ResultFixtures.result();
        assertThat(CompareReport.of(List.of(ours), List.of(ours), GateRule.DEFAULT)
                        .text())
                .doesNotContain(CompareReport.OMB_MEANING);

        Path oursFile = dir.resolve("ours.json");
        ResultJson.write(ours, oursFile);
        Path ombFile = Files.copy(OMB_RESULT, dir.resolve("omb.json"));
        List<LabeledResult> runs = LabeledResult.read(List.of(ombFile, oursFile));
        assertThat(runs.get(0).label()).isEqualTo("Kafka (OMB) · 1-topic-1-partition-100b");
        String mixed = new RunReport(runs).html();
        assertThat(mixed)
                .contains("Runs marked (OMB) are read from OMB result files")
                .contains("unknown (OMB)")
                .contains("not counted (an OMB result)")
                .contains("not recorded (an OMB result)");
        assertThat(new RunReport(runs.subList(1, 2)).html()).doesNotContain("Runs marked (OMB)");
        assertThat(new RunReport(runs.subList(0, 1)).html())
                .as("OMB's runs alone")
                .contains("Every run here is read from an OMB result file")
                .doesNotContain("Latencies count from the intended send time");
    }
}

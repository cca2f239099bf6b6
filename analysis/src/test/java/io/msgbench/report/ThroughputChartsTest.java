package io.msgbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.RunResult;
import io.msgbench.result.SyntheticRuns;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The 2014 study's pictures: write rate against data written, records/s and MB/s against message size. */
class ThroughputChartsTest {

    @Test
    void theWriteRateIsDrawnAgainstTheDataWrittenSoFar() {
        RunResult run =
                SyntheticRuns.run().rates(2_000, 2_000).messageSize(1000).build();
        Chart chart = ThroughputCharts.of(List.of(labeled(run))).get(0);

        assertThat(chart.id()).isEqualTo("rate-by-data");
        List<Double> written = chart.series().get(0).x();
        assertThat(written).hasSize(run.intervals().size()).isSorted();
        long total =
                run.intervals().stream().mapToLong(i -> i.counts().sentBytes()).sum();
        assertThat(written.get(written.size() - 1)).isEqualTo(total / (1024.0 * 1024 * 1024));
        assertThat(chart.series().get(0).y().get(0))
                .isEqualTo(run.intervals().get(0).publishMegabytesPerSecond());
    }

    @Test
    void runsOfSeveralMessageSizesGetRecordsAndMegabytesAgainstSizeOneLinePerDriver() {
        List<LabeledResult> runs = List.of(
                labeled(SyntheticRuns.run().driver("Kafka").messageSize(1000).build()),
                labeled(SyntheticRuns.run().driver("Pulsar").messageSize(100).build()),
                labeled(SyntheticRuns.run().driver("Kafka").messageSize(100).build()));
        List<Chart> charts = ThroughputCharts.of(runs);

        assertThat(charts).extracting(Chart::id).containsExactly("rate-by-data", "records-by-size", "mbps-by-size");
        Chart records = charts.get(1);
        assertThat(records.series()).extracting(Series::name).containsExactly("Kafka", "Pulsar");
        assertThat(records.series().get(0).x()).containsExactly(100.0, 1000.0);
        Chart megabytes = charts.get(2);
        List<Double> kafka = megabytes.series().get(0).y();
        assertThat(kafka.get(1) / kafka.get(0))
                .as("ten times the bytes at the same rate")
                .isCloseTo(10.0, org.assertj.core.data.Offset.offset(0.01));
    }

    @Test
    void runsOfOneMessageSizeGetNoSizeCharts() {
        assertThat(ThroughputCharts.of(List.of(
                        labeled(SyntheticRuns.run().build()),
                        labeled(SyntheticRuns.run().build()))))
                .extracting(Chart::id)
                .containsExactly("rate-by-data");
    }

    private static LabeledResult labeled(RunResult run) {
        return new LabeledResult(run.driverName() + " " + run.shape().messageSize(), Path.of("r.json"), run);
    }
}

package io.msgbench.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import io.msgbench.cli.Main;
import io.msgbench.report.Chart;
import io.msgbench.report.Scale;
import io.msgbench.result.ResultReader;
import io.msgbench.result.SyntheticRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code report --sweep}: sweeps run separately, one per system, drawn on one chart from their result files. */
class SweepReportCliTest {

    @Test
    void twoSystemsSweptSeparatelyShareOneReport(@TempDir Path dir) throws Exception {
        Path kafka = Files.createDirectories(dir.resolve("kafka"));
        Path pulsar = Files.createDirectories(dir.resolve("pulsar"));
        SyntheticRuns.run().driver("Kafka").rates(1_000, 1_000).writeTo(kafka.resolve("1000.json"));
        SyntheticRuns.run().driver("Kafka").rates(4_000, 4_000).latencyScale(2).writeTo(kafka.resolve("4000.json"));
        SyntheticRuns.run().driver("Pulsar").rates(1_000, 1_000).writeTo(pulsar.resolve("1000.json"));
        SyntheticRuns.run().driver("Pulsar").rates(4_000, 3_000).writeTo(pulsar.resolve("4000.json"));
        Path out = dir.resolve("out");

        int exit = Main.run(
                "report", "--sweep", "--slo", "5ms", kafka.toString(), pulsar.toString(), "-o", out.toString());

        assertThat(exit).isEqualTo(ExitCode.OK);
        String table = Files.readString(out.resolve(SweepReportWriter.TEXT_FILE));
        // Kafka at 4000 msg/s: p99 publish about 5.4 ms, over the 5 ms SLO; Pulsar falls short at 4000
        assertThat(table)
                .contains("== Kafka ==")
                .contains("== Pulsar ==")
                .contains("Knee: 1000 msg/s")
                .contains("short of target")
                .contains("Highest sustained rate: 4000 msg/s");
        assertThat(Files.readString(out.resolve(SweepReportWriter.HTML_FILE)))
                .contains("\"Kafka\"")
                .contains("\"Pulsar\"");
        assertThat(out.resolve("sweep-publish-p99.png")).isRegularFile();
        assertThat(out.resolve("sweep-e2e-p95.png")).isRegularFile();
        assertThat(out.resolve("sweep-publish-p95-mbps.png")).isRegularFile();
    }

    /** The 2020 study's view: latency against MB/s on a linear axis, one point per complete rung, in MB/s order. */
    @Test
    void latencyAgainstMegabytesIsDrawnOnALinearAxis(@TempDir Path dir) throws Exception {
        Path one = SyntheticRuns.run().driver("Kafka").rates(1_000, 1_000).writeTo(dir.resolve("1000.json"));
        Path four = SyntheticRuns.run()
                .driver("Kafka")
                .rates(4_000, 4_000)
                .latencyScale(2)
                .writeTo(dir.resolve("4000.json"));
        SweepReport report = new SweepReport(
                List.of(ResultReader.read(four), ResultReader.read(one)), new SweepRule(0.05, 1000, 10));
        Chart chart = report.charts().stream()
                .filter(c -> c.id().equals("sweep-e2e-p95-mbps"))
                .findFirst()
                .orElseThrow();
        assertThat(chart.xScale()).isEqualTo(Scale.LINEAR);
        List<Double> megabytes = chart.series().get(0).x();
        assertThat(megabytes).hasSize(2).isSorted();
        assertThat(megabytes.get(0))
                .as("MB/s, not msg/s")
                .isEqualTo(io.msgbench.result.MeasureRates.publishMegabytesPerSecond(ResultReader.read(one)));
        assertThat(megabytes.get(1) / megabytes.get(0)).isCloseTo(4.0, org.assertj.core.data.Offset.offset(0.01));
    }

    @Test
    void aZeroSloIsBadInput(@TempDir Path dir) throws Exception {
        Path file = SyntheticRuns.run().writeTo(dir.resolve("r.json"));
        assertThat(Main.run(
                        "report",
                        "--sweep",
                        "--slo",
                        "0ms",
                        file.toString(),
                        "-o",
                        dir.resolve("o").toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
    }
}

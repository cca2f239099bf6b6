package io.msgbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.report.text.LatencyTable;
import io.msgbench.result.Metric;
import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import io.msgbench.result.SyntheticRuns;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A report of two result files: one self-contained page, a PNG per chart, an .hlog per run. */
class ReportWriterTest {

    @Test
    void aRunWhoseSegmentsScaledGetsAPartitionsChartAndOneWhoseDidNotGetsNone(@TempDir Path dir) throws Exception {
        Path scaling = SyntheticRuns.run()
                .driver("Pravega-autoscale")
                .scalingSegments()
                .writeTo(dir.resolve("s.json"));
        Path fixed = SyntheticRuns.run().driver("Kafka").writeTo(dir.resolve("f.json"));

        Chart partitions = new RunReport(LabeledResult.read(List.of(scaling, fixed)))
                .charts().stream()
                        .filter(chart -> chart.id().equals("partitions"))
                        .findFirst()
                        .orElseThrow();
        assertThat(partitions.series().get(0).y()).startsWith(1.0, 2.0, 4.0);
        assertThat(new RunReport(LabeledResult.read(List.of(fixed))).charts())
                .extracting(Chart::id)
                .doesNotContain("partitions");
    }

    @Test
    void writesTheStudiesPicturesForTwoRunsOverlaid(@TempDir Path dir) throws Exception {
        Path fast = SyntheticRuns.run().driver("Kafka").writeTo(dir.resolve("fast.json"));
        Path slow = SyntheticRuns.run().driver("Kafka-fsync").latencyScale(3).writeTo(dir.resolve("slow.json"));
        List<LabeledResult> runs = LabeledResult.read(List.of(fast, slow));

        List<Path> written = ReportWriter.write(runs, dir.resolve("report"));

        RunReport report = new RunReport(runs);
        assertThat(report.charts())
                .extracting(Chart::id)
                .contains(
                        "publish-rate",
                        "consume-rate",
                        "backlog",
                        "publish-p50",
                        "publish-p99",
                        "publish-p999",
                        "publish-max",
                        "e2e-avg",
                        "e2e-p99",
                        "send-delay-p99",
                        "spectrum-publish",
                        "spectrum-e2e");
        assertThat(report.charts())
                .allSatisfy(chart -> assertThat(chart.series())
                        .extracting(Series::name)
                        .containsExactly("Kafka · w", "Kafka-fsync · w"));
        for (Chart chart : report.charts()) {
            Path png = dir.resolve("report").resolve(chart.id() + ".png");
            assertThat(written).contains(png);
            BufferedImage image = ImageIO.read(png.toFile());
            assertThat(image.getWidth()).as(chart.id()).isEqualTo(1000);
        }
        assertThat(written).contains(dir.resolve("report/Kafka-w.hlog"), dir.resolve("report/Kafka-fsync-w.hlog"));
    }

    @Test
    void thePageHoldsTablesEnvironmentAndEverythingItNeedsOffline(@TempDir Path dir) throws Exception {
        Path file = SyntheticRuns.run().writeTo(dir.resolve("r.json"));
        RunResult result = ResultReader.read(file);
        ReportWriter.write(LabeledResult.read(List.of(file)), dir);

        String html = Files.readString(dir.resolve(ReportWriter.HTML_FILE));

        assertThat(html).contains("<th>Latency Type</th><th>Average</th><th>50th</th>");
        String publishRow = LatencyTable.row(Metric.PUBLISH_LATENCY.label(), result.stats(Metric.PUBLISH_LATENCY));
        assertThat(html).contains("<td>" + publishRow.replace(",", "</td><td>") + "</td>");
        assertThat(html)
                .contains("<th>durability</th><td>no fsync (page cache)</td>")
                .contains("lost 0, duplicated 0")
                .contains("Runs side by side");
        assertThat(html).contains("uPlot").contains("data-chart=\"spectrum-publish\"");
        // nothing is fetched when the page opens: no external scripts, styles or images
        assertThat(Pattern.compile("(src|href)\\s*=\\s*[\"']?(https?:)?//")
                        .matcher(html)
                        .find())
                .isFalse();
        assertThat(html).doesNotContain("<link");
    }

    @Test
    void labelsAreNumberedWhenTwoRunsWouldShareOne(@TempDir Path dir) throws Exception {
        Path a = SyntheticRuns.run().writeTo(dir.resolve("a.json"));
        Path b = SyntheticRuns.run().seed(7).writeTo(dir.resolve("b.json"));

        assertThat(LabeledResult.read(List.of(a, b)))
                .extracting(LabeledResult::label)
                .containsExactly("Kafka · w #1", "Kafka · w #2");
    }

    @Test
    void theSpectrumEndsAtTheLastRecordedPercentile() {
        RunResult result = SyntheticRuns.run().build();
        Series spectrum = SpectrumCharts.series("r", result.aggregate().get(Metric.PUBLISH_LATENCY));

        long count = result.aggregate().get(Metric.PUBLISH_LATENCY).getTotalCount();
        assertThat(spectrum.x().get(spectrum.x().size() - 1)).isEqualTo(Nines.of(100.0 * (1 - 1.0 / count)));
        assertThat(spectrum.y().get(spectrum.y().size() - 1))
                .isEqualTo(result.stats(Metric.PUBLISH_LATENCY).maxMillis());
        assertThat(spectrum.y()).isSorted();
    }
}

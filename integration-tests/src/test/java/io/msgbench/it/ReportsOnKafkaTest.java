package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import io.msgbench.cli.Main;
import io.msgbench.coordinator.BenchmarkRun;
import io.msgbench.coordinator.ResultContext;
import io.msgbench.coordinator.RunControl;
import io.msgbench.coordinator.RunListener;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.fault.FaultTargets;
import io.msgbench.report.HlogWriter;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.Metric;
import io.msgbench.result.ResultJson;
import io.msgbench.result.ResultReader;
import io.msgbench.result.RunFindings;
import io.msgbench.result.RunResult;
import io.msgbench.worker.LocalWorker;
import io.msgbench.workload.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reports, .hlog files and the regression gate on result files of real runs on the KRaft broker (fsync off
 * and on, overlaid), the HTML checked in a real headless Chromium. Each run builds a small backlog and catches
 * up, so the whole-run charts have all five phases to shade.
 */
@ExtendWith(KafkaBroker.class)
class ReportsOnKafkaTest {
    private static final RunOptions ONE_SECOND_SAMPLES =
            new RunOptions(Duration.ofSeconds(1), Duration.ofSeconds(60), Duration.ofSeconds(30), false);

    @TempDir
    static Path dir;

    static Path plain;
    static Path fsync;

    @BeforeAll
    static void twoRealRuns() throws Exception {
        plain = run("driver-kafka/kafka-embedded.yaml", "plain.json");
        fsync = run("driver-kafka/kafka-sync-embedded.yaml", "fsync.json");
    }

    private static Path run(String driverFile, String resultName) throws Exception {
        Workload workload = Workload.builder()
                .name("report-4s")
                .topics(1)
                .partitionsPerTopic(2)
                .producersPerTopic(1)
                .subscriptionsPerTopic(1)
                .consumerPerSubscription(1)
                .messageSize(256)
                .producerRate(1_000)
                .consumerBacklogSizeGB(0.5 / 1024)
                .warmupDuration(Duration.ofSeconds(1))
                .testDuration(Duration.ofSeconds(4))
                .build();
        RunResult result;
        try (LocalWorker worker = new LocalWorker(Runs.driverLoader())) {
            result = new BenchmarkRun(
                            workload,
                            KafkaBroker.driver(driverFile),
                            worker,
                            ONE_SECOND_SAMPLES,
                            RunListener.NONE,
                            new RunControl(),
                            FaultTargets.NONE,
                            ResultContext.LOCAL)
                    .execute();
        }
        assertThat(result.complete()).as(result.failure()).isTrue();
        Path file = dir.resolve(resultName);
        ResultJson.write(result, file);
        return file;
    }

    @Test
    void theReportOpensOfflineInChromiumAndDrawsEveryChart() throws Exception {
        Path out = dir.resolve("report");
        assertThat(Main.run("report", plain.toString(), fsync.toString(), "-o", out.toString()))
                .isEqualTo(ExitCode.OK);
        assertThat(java.nio.file.Files.readAllLines(out.resolve("results.csv")))
                .as("header and one row per run")
                .hasSize(3);
        assertThat(java.nio.file.Files.readAllLines(out.resolve("results-intervals.csv"))
                        .size())
                .as("header and one row per interval of both runs")
                .isEqualTo(1
                        + io.msgbench.result.ResultReader.read(plain)
                                .intervals()
                                .size()
                        + io.msgbench.result.ResultReader.read(fsync)
                                .intervals()
                                .size());

        HeadlessChromium.Page page = HeadlessChromium.open(out.resolve("report.html"));

        assertThat(page.console()).as("console messages").isEmpty();
        assertThat(page.bodyAttribute("data-charts-expected")).isEqualTo("24");
        assertThat(page.bodyAttribute("data-charts-drawn")).isEqualTo("24");
        assertThat(page.attributeValues("data-series-pixels")).hasSize(24);
        assertThat(runCharts(page)).hasSize(18).allSatisfy((id, chart) -> {
            String[] counts = chart.get("data-series-pixels").split(",");
            assertThat(counts).as(id + ": one count per run").hasSize(2);
            for (String count : counts) {
                assertThat(Integer.parseInt(count))
                        .as(id + ": pixels of a run's line")
                        .isPositive();
            }
        });
        assertThat(page.dom())
                .contains("Kafka-embedded · report-4s")
                .contains("Kafka-sync-embedded · report-4s")
                .contains("flush.messages=1");
        try (Stream<Path> files = Files.list(out)) {
            assertThat(files.filter(p -> p.toString().endsWith(".png")).count()).isEqualTo(24);
        }
        assertThat(out.resolve("whole-backlog.png")).exists();
        assertThat(out.resolve("breakdown-2.png")).exists();
        assertWholeRunChartsShadeEveryPhaseOfBothRuns(page);
        assertEachRunsLatencyBreakdownIsDrawn(page);
    }

    /** Every chart div's data attributes (pixel counts, bands), by chart id. */
    private static Map<String, Map<String, String>> chartDivs(HeadlessChromium.Page page) {
        Map<String, Map<String, String>> charts = new TreeMap<>();
        Matcher div = Pattern.compile("<div class=\"chart\"([^>]*)>").matcher(page.dom());
        while (div.find()) {
            Map<String, String> attributes = new HashMap<>();
            Matcher attribute = Pattern.compile("([\\w-]+)=\"([^\"]*)\"").matcher(div.group(1));
            while (attribute.find()) {
                attributes.put(attribute.group(1), attribute.group(2));
            }
            charts.put(attributes.get("data-chart"), attributes);
        }
        return charts;
    }

    /** The charts with one line per run (all but each run's own latency breakdown). */
    private static Map<String, Map<String, String>> runCharts(HeadlessChromium.Page page) {
        Map<String, Map<String, String>> charts = chartDivs(page);
        charts.keySet().removeIf(id -> id.startsWith("breakdown-"));
        return charts;
    }

    /**
     * Each run's latency breakdown: its five client time figures stacked (the layers' fills painted) under the
     * end-to-end p50 line, and the producer's free buffer and request rate, each line drawn.
     */
    private static void assertEachRunsLatencyBreakdownIsDrawn(HeadlessChromium.Page page) {
        assertThat(page.dom()).contains("Latency breakdown over time");
        Map<String, Map<String, String>> charts = chartDivs(page);
        for (String run : List.of("1", "2")) {
            Map<String, String> stack = charts.get("breakdown-" + run);
            assertThat(stack).as("breakdown-" + run).isNotNull();
            String[] layers = stack.get("data-stack-pixels").split(",");
            assertThat(layers)
                    .as("send blocked, producer buffer, produce request, fetch, poll")
                    .hasSize(5);
            assertThat(Arrays.stream(layers).mapToInt(Integer::parseInt).sum())
                    .as("pixels of the layers")
                    .isPositive();
            String[] lines = stack.get("data-series-pixels").split(",");
            assertThat(lines).hasSize(6);
            assertThat(Integer.parseInt(lines[5]))
                    .as("pixels of the end-to-end p50 line")
                    .isPositive();
            for (String chart : List.of("breakdown-buffer-" + run, "breakdown-requests-" + run)) {
                assertThat(charts.get(chart)).as(chart).isNotNull();
                assertThat(Integer.parseInt(charts.get(chart).get("data-series-pixels")))
                        .as(chart)
                        .isPositive();
            }
        }
    }

    /** The five whole-run charts, each with both runs' phases as bands (one lane per run), every band painted. */
    private static void assertWholeRunChartsShadeEveryPhaseOfBothRuns(HeadlessChromium.Page page) {
        assertThat(page.dom()).contains("The whole run").contains("data-chart=\"whole-backlog\"");
        String phases = "warmup,backlog,catch-up,measure,drain";
        assertThat(page.attributeValues("data-bands")).hasSize(5).containsOnly(phases + "," + phases);
        assertThat(page.attributeValues("data-band-pixels")).hasSize(5).allSatisfy(perBand -> {
            String[] counts = perBand.split(",");
            assertThat(counts).as("one count per band").hasSize(10);
            for (String count : counts) {
                assertThat(Integer.parseInt(count))
                        .as("pixels of a band's fill")
                        .isPositive();
            }
        });
        // every phase is named, a drain of some milliseconds too (a row lower, outside its narrow band)
        assertThat(page.attributeValues("data-band-label-rows"))
                .hasSize(5)
                .allSatisfy(rows ->
                        assertThat(rows.split(",")).as("label rows").hasSize(10).doesNotContain("-1"));
    }

    /** Two runs with the same figures draw the same lines: the one drawn first must still show. */
    @Test
    void aRunWhoseLinesCoincideWithAnothersStillShowsInEveryChart() throws Exception {
        Path copy = dir.resolve("plain-again.json");
        Files.copy(plain, copy);
        Path out = dir.resolve("report-coinciding");
        assertThat(Main.run("report", plain.toString(), copy.toString(), "-o", out.toString()))
                .isEqualTo(ExitCode.OK);

        Map<String, Map<String, String>> charts = runCharts(HeadlessChromium.open(out.resolve("report.html")));
        assertThat(charts)
                .hasSize(18)
                .allSatisfy((id, chart) -> assertThat(
                                chart.get("data-series-pixels").split(","))
                        .as(id + ": pixels of each run's line")
                        .hasSize(2)
                        .noneMatch("0"::equals));
    }

    @Test
    void theHlogHoldsTheRunsIntervalsTaggedPublishAndE2e() throws Exception {
        RunResult result = ResultReader.read(plain);
        Path hlog = dir.resolve("plain.hlog");
        HlogWriter.write(result, hlog);

        Histogram publish = new Histogram(3);
        Histogram endToEnd = new Histogram(3);
        HistogramLogReader reader = new HistogramLogReader(hlog.toFile());
        for (EncodableHistogram h = reader.nextIntervalHistogram(); h != null; h = reader.nextIntervalHistogram()) {
            if ("publish".equals(h.getTag())) {
                publish.add((Histogram) h);
            } else if ("e2e".equals(h.getTag())) {
                endToEnd.add((Histogram) h);
            }
        }
        assertThat(publish.getTotalCount())
                .isGreaterThan(3_000)
                .isEqualTo(result.aggregate().get(Metric.PUBLISH_LATENCY).getTotalCount());
        assertThat(publish.getValueAtPercentile(99))
                .isEqualTo(result.aggregate().get(Metric.PUBLISH_LATENCY).getValueAtPercentile(99));
        assertThat(endToEnd.getTotalCount())
                .isEqualTo(result.aggregate().get(Metric.END_TO_END_LATENCY).getTotalCount());
    }

    @Test
    void compareTakesIdenticalRunsAndFailsADoctoredSlowerOne() throws Exception {
        Path slower = dir.resolve("slower.json");
        ResultJson.write(slower(ResultReader.read(plain), 1.5), slower);

        assertThat(Main.run("compare", plain.toString(), plain.toString())).isEqualTo(ExitCode.OK);
        assertThat(Main.run("compare", plain.toString(), slower.toString(), "--max-regression", "10%"))
                .isEqualTo(ExitCode.REGRESSION);
        assertThat(Main.run("compare", plain.toString(), slower.toString(), "--max-regression", "60%"))
                .isEqualTo(ExitCode.OK);
    }

    /** The same run with every latency multiplied by {@code factor}, as a slower build would record it. */
    private static RunResult slower(RunResult r, double factor) {
        List<IntervalResult> intervals = r.intervals().stream()
                .map(i -> new IntervalResult(
                        i.phase(),
                        i.start(),
                        i.end(),
                        i.counts(),
                        i.backlog(),
                        scaled(i.histograms(), factor),
                        i.lastSendError(),
                        Map.of(),
                        null))
                .toList();
        return new RunResult(
                r.runId() + "-slower",
                r.status(),
                r.failure(),
                r.workloadName(),
                r.driverName(),
                r.workloadConfig(),
                r.driverConfig(),
                r.driverSettings(),
                r.shape(),
                r.environment(),
                r.start(),
                r.end(),
                r.phases(),
                intervals,
                scaled(r.aggregate(), factor),
                r.counts(),
                r.warnings(),
                RunFindings.NONE,
                null);
    }

    private static Map<Metric, Histogram> scaled(Map<Metric, Histogram> histograms, double factor) {
        Map<Metric, Histogram> scaled = new EnumMap<>(Metric.class);
        histograms.forEach((metric, h) -> {
            Histogram copy = new Histogram(3);
            for (HistogramIterationValue v : h.recordedValues()) {
                copy.recordValueWithCount(Math.round(v.getValueIteratedTo() * factor), v.getCountAtValueIteratedTo());
            }
            scaled.put(metric, copy);
        });
        return scaled;
    }
}

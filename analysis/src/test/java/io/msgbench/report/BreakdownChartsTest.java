package io.msgbench.report;

import static io.msgbench.result.ResultFixtures.interval;
import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.ClientMetrics;
import io.msgbench.result.ClientBreakdown;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.ResultFixtures;
import io.msgbench.result.RunResult;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** The 2017 study's latency breakdown over time, built from results in code. */
class BreakdownChartsTest {
    private static final double MB = 1 << 20;

    /** 1 s warm-up, then three 1 s measure intervals (end-to-end p50 0.5, 1 and 0.5 ms) with the Kafka figures. */
    static RunResult kafkaRun() {
        List<IntervalResult> intervals = List.of(
                interval("warmup", 0, 1, 1000, 1000, 0, 1),
                interval("measure", 1, 2, 1000, 1000, 0, 1),
                interval("measure", 2, 3, 1000, 1000, 0, 2),
                interval("measure", 3, 4, 1000, 1000, 0, 1));
        Instant t0 = intervals.get(0).start();
        Map<String, Double> first = Map.of(
                ClientMetrics.SEND_BLOCKED_AVG,
                0.5,
                ClientMetrics.PRODUCER_QUEUE_AVG,
                2.0,
                ClientMetrics.PRODUCE_REQUEST_AVG,
                3.0,
                ClientMetrics.FETCH_REQUEST_AVG,
                1.0,
                ClientMetrics.POLL_AVG,
                0.25,
                ClientMetrics.PRODUCER_QUEUE_MAX,
                90.0,
                ClientMetrics.PRODUCER_LINGER,
                1.0,
                ClientMetrics.PRODUCER_BUFFER_FREE_MIN,
                16 * MB,
                ClientMetrics.PRODUCER_BUFFER_TOTAL,
                32 * MB,
                ClientMetrics.PRODUCER_REQUEST_RATE,
                100.0);
        Map<String, Double> second = Map.of(
                ClientMetrics.PRODUCER_QUEUE_AVG,
                4.0,
                ClientMetrics.PRODUCE_REQUEST_AVG,
                1.0,
                ClientMetrics.FETCH_REQUEST_AVG,
                2.0,
                ClientMetrics.POLL_AVG,
                0.5,
                ClientMetrics.PRODUCER_BUFFER_FREE_MIN,
                8 * MB,
                ClientMetrics.PRODUCER_BUFFER_TOTAL,
                32 * MB,
                ClientMetrics.PRODUCER_REQUEST_RATE,
                250.0);
        Map<String, Double> third = Map.of(
                ClientMetrics.PRODUCER_QUEUE_AVG,
                1.0,
                ClientMetrics.PRODUCE_REQUEST_AVG,
                1.0,
                ClientMetrics.FETCH_REQUEST_AVG,
                1.0,
                ClientMetrics.POLL_AVG,
                1.0);
        ClientBreakdown breakdown = new ClientBreakdown(
                first,
                List.of(
                        new ClientBreakdown.Sample(
                                "warmup", t0.plusSeconds(1), Map.of(ClientMetrics.PRODUCER_QUEUE_AVG, 50.0)),
                        new ClientBreakdown.Sample("measure", t0.plusSeconds(2), first),
                        new ClientBreakdown.Sample("measure", t0.plusSeconds(3), second),
                        new ClientBreakdown.Sample("measure", t0.plusSeconds(4), third)));
        return ResultFixtures.withClientBreakdown(ResultFixtures.withIntervals(intervals), breakdown);
    }

    static LabeledResult labeled(String label, RunResult result) {
        return new LabeledResult(label, Path.of(label + ".json"), result);
    }

    private static Chart chart(List<Chart> charts, String id) {
        return charts.stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void theClientsTimeFiguresStackInPathOrderUnderTheEndToEndP50Line() {
        Chart stack = chart(BreakdownCharts.of(List.of(labeled("kafka", kafkaRun()))), "breakdown-1");

        assertThat(stack.series())
                .extracting(Series::name)
                .containsExactly(
                        "send blocked (avg)",
                        "in producer buffer (avg)",
                        "produce request (avg)",
                        "fetch request (avg)",
                        "poll (avg)",
                        "end-to-end p50");
        assertThat(stack.series()).extracting(Series::stacked).containsExactly(true, true, true, true, true, false);
        assertThat(stack.series())
                .allSatisfy(s -> assertThat(s.x())
                        .as("the measure phase only, from its start")
                        .containsExactly(1.0, 2.0, 3.0));
        // running sums, bottom to top; a figure a sample lacks (send blocked, later) counts 0 there
        assertThat(stack.series().get(0).y()).containsExactly(0.5, 0.0, 0.0);
        assertThat(stack.series().get(1).y()).containsExactly(2.5, 4.0, 1.0);
        assertThat(stack.series().get(2).y()).containsExactly(5.5, 5.0, 2.0);
        assertThat(stack.series().get(3).y()).containsExactly(6.5, 7.0, 3.0);
        assertThat(stack.series().get(4).y()).as("the top: all five figures").containsExactly(6.75, 7.5, 4.0);
        assertThat(stack.series().get(5).y())
                .usingElementComparator((a, b) -> Math.abs(a - b) < 0.01 ? 0 : 1)
                .containsExactly(0.5, 1.0, 0.5);
        assertThat(stack.yLabel()).isEqualTo("ms");
        assertThat(stack.yScale()).isEqualTo(Scale.LINEAR);
        assertThat(stack.title()).startsWith("kafka: latency breakdown over time");
    }

    @Test
    void theProducersFreeBufferIsAShareOfItsBufferAndItsRequestRateIsPerSecond() {
        List<Chart> charts = BreakdownCharts.of(List.of(labeled("kafka", kafkaRun())));

        Chart buffer = chart(charts, "breakdown-buffer-1");
        assertThat(buffer.yLabel()).isEqualTo("% of buffer.memory free");
        assertThat(buffer.series().get(0).x())
                .as("the last sample has no buffer figures")
                .containsExactly(1.0, 2.0);
        assertThat(buffer.series().get(0).y()).containsExactly(50.0, 25.0);
        Chart requests = chart(charts, "breakdown-requests-1");
        assertThat(requests.yLabel()).isEqualTo("requests/s");
        assertThat(requests.series().get(0).y()).containsExactly(100.0, 250.0);
        assertThat(charts)
                .extracting(Chart::id)
                .containsExactly("breakdown-1", "breakdown-buffer-1", "breakdown-requests-1");
        assertThat(BreakdownCharts.freeShare(Map.of(ClientMetrics.PRODUCER_BUFFER_FREE_MIN, 5.0)))
                .as("a free buffer without its size is no share")
                .isNaN();
    }

    @Test
    void eachResultGetsItsOwnSetAndAResultWithoutFiguresGetsNone() {
        RunResult loopback = ResultFixtures.result();
        List<Chart> charts = BreakdownCharts.of(
                List.of(labeled("a", kafkaRun()), labeled("loopback", loopback), labeled("b", kafkaRun())));

        assertThat(charts)
                .extracting(Chart::id)
                .containsExactly(
                        "breakdown-1",
                        "breakdown-buffer-1",
                        "breakdown-requests-1",
                        "breakdown-3",
                        "breakdown-buffer-3",
                        "breakdown-requests-3");
        assertThat(BreakdownCharts.of(List.of(labeled("loopback", loopback)))).isEmpty();
        String html = new RunReport(List.of(labeled("loopback", loopback))).html();
        assertThat(html).doesNotContain("Latency breakdown over time").doesNotContain("breakdown-");
    }

    @Test
    void figuresOnlyOutsideTheMeasurePhaseOrWithoutBufferFiguresDrawOnlyWhatIsThere() {
        RunResult warmupOnly = ResultFixtures.withClientBreakdown(
                kafkaRun(),
                new ClientBreakdown(
                        Map.of(),
                        List.of(new ClientBreakdown.Sample(
                                "warmup",
                                Instant.parse("2026-11-22T10:00:01Z"),
                                Map.of(ClientMetrics.PRODUCER_QUEUE_AVG, 1.0)))));
        assertThat(BreakdownCharts.of(List.of(labeled("w", warmupOnly)))).isEmpty();

        RunResult timesOnly = ResultFixtures.withClientBreakdown(
                kafkaRun(),
                new ClientBreakdown(
                        Map.of(),
                        List.of(new ClientBreakdown.Sample(
                                "measure",
                                Instant.parse("2026-11-22T10:00:02Z"),
                                Map.of("pulsar.send.ms.p50", 3.0, ClientMetrics.FETCH_REQUEST_AVG, 1.5)))));
        List<Chart> charts = BreakdownCharts.of(List.of(labeled("t", timesOnly)));
        assertThat(charts).extracting(Chart::id).containsExactly("breakdown-1");
        assertThat(charts.get(0).series().get(0).name()).isEqualTo("fetch request (avg)");
        assertThat(charts.get(0).series().get(0).y()).containsExactly(1.5);
    }

    @Test
    void theReportHasABreakdownSectionWithStackedSeriesInItsData() {
        RunReport report = new RunReport(List.of(labeled("kafka", kafkaRun())));

        assertThat(report.html())
                .contains("<h2>Latency breakdown over time</h2>")
                .contains("data-chart=\"breakdown-1\"")
                .contains("data-chart=\"breakdown-buffer-1\"")
                .contains("data-chart=\"breakdown-requests-1\"")
                .contains("\"stacked\":true");
        assertThat(report.charts()).extracting(Chart::id).contains("breakdown-1", "publish-rate");
        assertThat(report.charts())
                .filteredOn(c -> !c.id().equals("breakdown-1"))
                .allSatisfy(c -> assertThat(c.series()).noneMatch(Series::stacked));
    }

    @Test
    void theStackedTopIsTheSumOfTheFiguresOfEachSample() {
        Chart stack = chart(BreakdownCharts.of(List.of(labeled("kafka", kafkaRun()))), "breakdown-1");
        List<ClientBreakdown.Sample> measure =
                kafkaRun().findings().clientBreakdown().samples().subList(1, 4);
        Series top = stack.series().get(4);
        for (int i = 0; i < measure.size(); i++) {
            Map<String, Double> figures = measure.get(i).figures();
            double sum = BreakdownCharts.STACKED.keySet().stream()
                    .mapToDouble(f -> figures.getOrDefault(f, 0.0))
                    .sum();
            assertThat(top.y().get(i)).isCloseTo(sum, Offset.offset(1e-9));
        }
    }
    /** An hour at 1 s: the bands are thinned alike (one x for all), and each band's own spike is kept. */
    @Test
    void anHourLongStackIsThinnedOnOneXKeepingEachBandsSpike() {
        Instant zero = Instant.parse("2026-11-22T10:00:00Z");
        List<ClientBreakdown.Sample> samples = new ArrayList<>();
        for (int second = 1; second <= 3600; second++) {
            samples.add(new ClientBreakdown.Sample(
                    "measure",
                    zero.plusSeconds(second),
                    Map.of(
                            ClientMetrics.PRODUCER_QUEUE_AVG, second == 1234 ? 90.0 : 1.0 + second % 2,
                            ClientMetrics.PRODUCE_REQUEST_AVG, second == 2345 ? 70.0 : 2.0 + 3.0 * (second % 5),
                            ClientMetrics.POLL_AVG, 3.0)));
        }

        List<Series> layers = BreakdownCharts.stack(samples, zero);

        assertThat(layers)
                .hasSize(3)
                .allSatisfy(layer -> assertThat(layer.x())
                        .hasSizeLessThanOrEqualTo(TimeSeriesCharts.MAX_POINTS)
                        .isEqualTo(layers.get(0).x())
                        .isSorted());
        Series queue = layers.get(0);
        Series request = layers.get(1);
        assertThat(queue.y().get(queue.x().indexOf(1234.0))).isEqualTo(90.0);
        assertThat(request.y().get(request.x().indexOf(2345.0))).isEqualTo(1.0 + 2345 % 2 + 70.0);
        // the bands' own ups and downs differ (every 2nd and every 5th second): thinned apart, their x would too
        assertThat(layers.get(2).y()).allSatisfy(top -> assertThat(top).isGreaterThanOrEqualTo(6.0));
    }
}

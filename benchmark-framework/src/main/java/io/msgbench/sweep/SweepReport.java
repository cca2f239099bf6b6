package io.msgbench.sweep;

import io.msgbench.report.Chart;
import io.msgbench.report.Html;
import io.msgbench.report.HtmlPage;
import io.msgbench.report.Scale;
import io.msgbench.report.Series;
import io.msgbench.result.RunResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * A rate sweep's outcome from its results, several systems together: per driver the table of points
 * and the knee, and log-log latency-against-throughput charts with one line per driver.
 */
public final class SweepReport {
    private final SweepRule rule;
    private final Map<String, List<SweepPoint>> pointsByDriver = new LinkedHashMap<>();

    public SweepReport(List<RunResult> results, SweepRule rule) {
        this.rule = rule;
        for (RunResult result : results) {
            pointsByDriver
                    .computeIfAbsent(result.driverName(), d -> new ArrayList<>())
                    .add(SweepPoint.of(result, rule));
        }
    }

    /** The highest sustained target rate whose p99 publish latency is within the SLO. */
    public Optional<SweepPoint> knee(String driver) {
        return pointsByDriver.getOrDefault(driver, List.of()).stream()
                .filter(p -> p.verdict() == SweepPoint.Verdict.SUSTAINED && p.publishP99() <= rule.sloMillis())
                .max((a, b) -> Double.compare(a.targetRate(), b.targetRate()));
    }

    public Map<String, List<SweepPoint>> points() {
        return pointsByDriver;
    }

    public String text() {
        StringBuilder out = new StringBuilder();
        String format = "%-12s %12s %10s %9s %9s %9s %9s %9s %9s  %s%n";
        pointsByDriver.forEach((driver, points) -> {
            out.append("== ").append(driver).append(" ==\n");
            out.append(String.format(
                    Locale.ROOT,
                    format,
                    "target msg/s",
                    "achieved",
                    "MB/s",
                    "pub p50",
                    "pub p95",
                    "pub p99",
                    "e2e p50",
                    "e2e p95",
                    "e2e p99",
                    "verdict"));
            for (SweepPoint p : points) {
                out.append(String.format(Locale.ROOT, format, cells(p).toArray()));
            }
            out.append(kneeLine(driver)).append('\n').append(maxLine(driver)).append("\n\n");
        });
        out.append("Latencies in ms. ").append(ruleLine()).append('\n');
        return out.toString();
    }

    /**
     * Latency against throughput: log-log against msg/s, and as the 2020 study drew it, against MB/s on a linear
     * axis (the knee shows where the line turns up), for p95 and p99 of publish and end-to-end latency.
     */
    public List<Chart> charts() {
        return List.of(
                chart("sweep-publish-p95", "Publish latency p95 against throughput", SweepPoint::publishP95),
                chart("sweep-publish-p99", "Publish latency p99 against throughput", SweepPoint::publishP99),
                chart("sweep-e2e-p95", "End-to-end latency p95 against throughput", SweepPoint::endToEndP95),
                chart("sweep-e2e-p99", "End-to-end latency p99 against throughput", SweepPoint::endToEndP99),
                megabytesChart("sweep-publish-p95-mbps", "Publish latency p95 against MB/s", SweepPoint::publishP95),
                megabytesChart("sweep-e2e-p95-mbps", "End-to-end latency p95 against MB/s", SweepPoint::endToEndP95));
    }

    public String html() {
        StringBuilder body = new StringBuilder(Html.heading(1, "msgbench rate sweep"));
        body.append(Html.paragraph(ruleLine()));
        charts().forEach(chart -> body.append(HtmlPage.chartDiv(chart)));
        pointsByDriver.forEach((driver, points) -> {
            body.append(Html.heading(2, driver));
            body.append(Html.paragraph(kneeLine(driver)));
            body.append(Html.paragraph(maxLine(driver)));
            body.append(Html.table("sweep", tableRows(points)));
        });
        return HtmlPage.render("msgbench rate sweep", body.toString(), charts());
    }

    private List<List<String>> tableRows(List<SweepPoint> points) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of(
                "target msg/s",
                "achieved msg/s",
                "MB/s",
                "publish p50 ms",
                "publish p95 ms",
                "publish p99 ms",
                "e2e p50 ms",
                "e2e p95 ms",
                "e2e p99 ms",
                "verdict"));
        for (SweepPoint p : points) {
            rows.add(cells(p));
        }
        return rows;
    }

    /** A point's row, the same in the text table and the HTML one. */
    private static List<String> cells(SweepPoint p) {
        return List.of(
                target(p),
                number(p.achievedRate()),
                number(p.achievedMegabytesPerSecond()),
                number(p.publishP50()),
                number(p.publishP95()),
                number(p.publishP99()),
                number(p.endToEndP50()),
                number(p.endToEndP95()),
                number(p.endToEndP99()),
                p.verdict().text());
    }

    private Chart chart(String id, String title, ToDoubleFunction<SweepPoint> latency) {
        return new Chart(
                id,
                title,
                "achieved msg/s (log)",
                Scale.LOG,
                "ms (log)",
                Scale.LOG,
                series(SweepPoint::achievedRate, latency));
    }

    private Chart megabytesChart(String id, String title, ToDoubleFunction<SweepPoint> latency) {
        return new Chart(
                id,
                title,
                "achieved MB/s",
                Scale.LINEAR,
                "ms (log)",
                Scale.LOG,
                series(SweepPoint::achievedMegabytesPerSecond, latency));
    }

    /** One line per driver through its complete points, in order of throughput. */
    private List<Series> series(ToDoubleFunction<SweepPoint> throughput, ToDoubleFunction<SweepPoint> latency) {
        List<Series> series = new ArrayList<>();
        pointsByDriver.forEach((driver, points) -> {
            List<SweepPoint> sorted = points.stream()
                    .filter(p -> p.verdict() != SweepPoint.Verdict.INCOMPLETE)
                    .sorted((a, b) -> Double.compare(throughput.applyAsDouble(a), throughput.applyAsDouble(b)))
                    .toList();
            series.add(new Series(
                    driver,
                    sorted.stream().map(throughput::applyAsDouble).toList(),
                    sorted.stream().map(latency::applyAsDouble).toList()));
        });
        return series;
    }

    private String kneeLine(String driver) {
        return knee(driver)
                .map(p -> "Knee: " + target(p) + " msg/s (p99 publish " + number(p.publishP99()) + " ms ≤ SLO "
                        + number(rule.sloMillis()) + " ms)")
                .orElse("Knee: none — no sustained rate kept p99 publish latency within the SLO of "
                        + number(rule.sloMillis()) + " ms");
    }

    private String maxLine(String driver) {
        return MaxRateSearch.highestSustained(pointsByDriver.getOrDefault(driver, List.of()))
                .map(rate -> String.format(Locale.ROOT, "Highest sustained rate: %.0f msg/s", rate))
                .orElse("Highest sustained rate: none of the rates tried was sustained");
    }

    private String ruleLine() {
        return String.format(
                Locale.ROOT,
                "A point is sustained when it publishes at least %.0f%% of its target and "
                        + "consumes it on every subscription, with p99 publish latency at most %s ms; a ladder stops climbing "
                        + "at the first point that is not. "
                        + "Knee: the highest sustained rate with p99 publish latency within the SLO (%s ms).",
                100 * (1 - rule.tolerance()),
                number(rule.stopAboveMillis()),
                number(rule.sloMillis()));
    }

    private static String target(SweepPoint p) {
        return p.targetRate() <= 0 ? "unthrottled" : String.format(Locale.ROOT, "%.0f", p.targetRate());
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, value >= 100 ? "%.1f" : "%.3f", value);
    }
}

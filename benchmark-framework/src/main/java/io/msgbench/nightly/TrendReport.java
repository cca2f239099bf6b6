package io.msgbench.nightly;

import io.msgbench.changepoint.ChangePoint;
import io.msgbench.history.History;
import io.msgbench.history.NightValue;
import io.msgbench.report.Chart;
import io.msgbench.report.Html;
import io.msgbench.report.HtmlPage;
import io.msgbench.report.ReportWriter;
import io.msgbench.report.Scale;
import io.msgbench.report.Series;
import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Locale;

/**
 * The nightly trend page: each gated figure over the nights (x: the night's number, 1 = oldest), one line per
 * workload-on-driver, each change point marked by a short vertical stroke at its night and named with its commit;
 * a table of the latest night against the history's range; and a link to each night's own report.
 */
public final class TrendReport {
    /** Where a night's own report lies, relative to the history folder. */
    public static final String NIGHT_REPORT = "report/" + ReportWriter.HTML_FILE;

    private final History history;
    private final NightVerdict verdict;
    private final List<String> nights;

    public TrendReport(History history, NightVerdict verdict) {
        this.history = history;
        this.verdict = verdict;
        this.nights = history.nights();
    }

    public List<Chart> charts() {
        List<String> figures =
                verdict.trends().stream().map(FigureTrend::figure).distinct().toList();
        List<Chart> charts = new ArrayList<>();
        for (int f = 0; f < figures.size(); f++) {
            String figure = figures.get(f);
            List<Series> series = new ArrayList<>();
            for (FigureTrend trend : verdict.trends()) {
                if (trend.figure().equals(figure)) {
                    series.add(line(trend));
                    trend.changes().forEach(change -> series.add(mark(trend, change)));
                }
            }
            charts.add(new Chart(
                    "trend-" + (f + 1),
                    figure + " by night",
                    "night (1 = oldest)",
                    Scale.WHOLE,
                    figure,
                    Scale.LINEAR,
                    series));
        }
        return charts;
    }

    public String html() {
        StringBuilder body = new StringBuilder(Html.heading(1, "msgbench nightly trend"));
        body.append(Html.paragraph(nights.size() + " night(s) in the history; latest: " + verdict.latestNight()));
        body.append(Html.pre(verdict.text()));
        charts().forEach(chart -> body.append(HtmlPage.chartDiv(chart)));
        body.append(Html.heading(2, "Change points"));
        body.append(Html.table("changes", changeRows()));
        body.append(Html.heading(2, "Latest night against the history"));
        body.append(Html.table("range", rangeRows()));
        body.append(Html.heading(2, "Nights"));
        body.append(nightLinks());
        return HtmlPage.render("msgbench nightly trend", body.toString(), charts());
    }

    public String text() {
        StringBuilder out = new StringBuilder("msgbench nightly trend: " + nights.size() + " night(s)\n");
        for (List<String> row : rangeRows()) {
            out.append(String.format(Locale.ROOT, "%-24s %-28s %12s %12s %12s %12s%n", row.toArray()));
        }
        return out.append(verdict.text()).toString();
    }

    private Series line(FigureTrend trend) {
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (NightValue value : trend.values()) {
            x.add((double) nightNumber(value.night()));
            y.add(value.value());
        }
        return new Series(trend.seriesKey(), x, y);
    }

    /** A near-vertical stroke at the change's night spanning the figure's range, named with the night's commit. */
    private Series mark(FigureTrend trend, ChangePoint change) {
        NightValue start = trend.startOf(change);
        DoubleSummaryStatistics range =
                trend.values().stream().mapToDouble(NightValue::value).summaryStatistics();
        double x = nightNumber(start.night());
        String name = "change " + Numbers.percent(change.relativeChange()) + " at night " + (int) x + ", commit "
                + shortCommit(start.commit()) + " (" + trend.seriesKey() + ")";
        return new Series(name, List.of(x - 0.02, x + 0.02), List.of(range.getMin(), range.getMax()));
    }

    private List<List<String>> changeRows() {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of(
                "workload on driver",
                "figure",
                "night",
                "commit",
                "before",
                "after",
                "change",
                "confidence",
                "verdict"));
        for (FigureTrend trend : verdict.trends()) {
            for (ChangePoint change : trend.changes()) {
                NightValue start = trend.startOf(change);
                rows.add(List.of(
                        trend.seriesKey(),
                        trend.figure(),
                        nightNumber(start.night()) + ": " + start.night(),
                        start.commit(),
                        Numbers.text(change.before()),
                        Numbers.text(change.after()),
                        Numbers.percent(change.relativeChange()),
                        String.format(Locale.ROOT, "%.1f%%", 100 * change.confidence()),
                        trend.regressions().contains(change)
                                ? "regression"
                                : trend.worse(change) ? "worse" : "better"));
            }
        }
        if (rows.size() == 1) {
            rows.add(List.of("none", "", "", "", "", "", "", "", ""));
        }
        return rows;
    }

    private List<List<String>> rangeRows() {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("workload on driver", "figure", "latest", "min", "median", "max"));
        for (FigureTrend trend : verdict.trends()) {
            if (trend.values().isEmpty()) {
                continue;
            }
            double[] sorted = trend.values().stream()
                    .mapToDouble(NightValue::value)
                    .sorted()
                    .toArray();
            double latest = trend.values().get(trend.values().size() - 1).value();
            rows.add(List.of(
                    trend.seriesKey(),
                    trend.figure(),
                    Numbers.text(latest),
                    Numbers.text(sorted[0]),
                    Numbers.text(sorted[sorted.length / 2]),
                    Numbers.text(sorted[sorted.length - 1])));
        }
        return rows;
    }

    private String nightLinks() {
        StringBuilder html = new StringBuilder("<ol class=\"nights\">\n");
        for (String night : nights) {
            String commit = history.entriesOf(night).get(0).commit();
            String href = "../" + History.NIGHTS + "/" + night + "/" + NIGHT_REPORT;
            html.append("<li><a href=\"")
                    .append(Html.escape(href))
                    .append("\">")
                    .append(Html.escape(night))
                    .append("</a> commit ")
                    .append(Html.escape(commit))
                    .append(", ")
                    .append(history.entriesOf(night).size())
                    .append(" result(s)</li>\n");
        }
        return html.append("</ol>\n").toString();
    }

    private int nightNumber(String night) {
        return nights.indexOf(night) + 1;
    }

    private static String shortCommit(String commit) {
        return commit.length() > 12 ? commit.substring(0, 12) : commit;
    }
}

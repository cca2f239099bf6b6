package io.msgbench.report;

import io.msgbench.gate.CompareReport;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The report of one or more runs: side-by-side table, time series, percentile spectra, then each run's
 * studies' table, environment and configuration. Every number comes from the {@link LabeledResult}s.
 */
public final class RunReport {
    private final List<LabeledResult> runs;
    private final List<Chart> timeSeries;
    private final List<Chart> wholeRun;
    private final List<Chart> breakdown;
    private final List<Chart> spectra;
    private final List<Chart> throughput;

    public RunReport(List<LabeledResult> runs) {
        this.runs = List.copyOf(runs);
        this.timeSeries = TimeSeriesCharts.of(runs);
        this.wholeRun = WholeRunCharts.of(runs);
        this.breakdown = BreakdownCharts.of(runs);
        this.spectra = SpectrumCharts.of(runs);
        this.throughput = ThroughputCharts.of(runs);
    }

    public List<Chart> charts() {
        List<Chart> charts = new ArrayList<>(timeSeries);
        charts.addAll(wholeRun);
        charts.addAll(breakdown);
        charts.addAll(spectra);
        charts.addAll(throughput);
        return charts;
    }

    private boolean allFromOmb() {
        return runs.stream().allMatch(run -> run.result().fromOmb());
    }

    private String latencyBasis() {
        return allFromOmb()
                ? "Every run here is read from an OMB result file: its latencies count from the send call,"
                        + " as OMB measures them (waiting to send is not in them)."
                : "Latencies count from the intended send time (no coordinated omission).";
    }

    public String html() {
        StringBuilder body = new StringBuilder(Html.heading(1, "msgbench report"));
        body.append(Html.paragraph(runs.size() + " run(s); generated " + Instant.now() + ". " + latencyBasis()));
        if (runs.stream().anyMatch(run -> run.result().fromOmb()) && !allFromOmb()) {
            body.append("<p class=\"note omb\">")
                    .append(Html.escape("Runs marked (OMB) are read from OMB result files. " + CompareReport.OMB_MEANING
                            + "; their histograms are rebuilt from the percentiles OMB wrote."))
                    .append("</p>\n");
        }
        body.append(Html.heading(2, "Runs side by side"));
        body.append(Html.table("side-by-side", RunTables.sideBySide(runs)));
        body.append(Html.heading(2, "Over time (measure phase)"));
        timeSeries.forEach(chart -> body.append(HtmlPage.chartDiv(chart)));
        if (!wholeRun.isEmpty()) {
            body.append(Html.heading(2, "The whole run"));
            body.append(Html.paragraph("Every phase on one axis, shaded: warm-up, backlog, catch-up, measure and drain;"
                    + " x is seconds since the load began."
                    + (runs.size() > 1
                            ? " Each run's phases take their own"
                                    + " strip of the chart, top to bottom in the order of the legend."
                            : "")));
            wholeRun.forEach(chart -> body.append(HtmlPage.chartDiv(chart)));
        }
        if (!breakdown.isEmpty()) {
            body.append(Html.heading(2, "Latency breakdown over time"));
            body.append(Html.paragraph("The clients' own figures of each interval of the measure phase, stacked in"
                    + " the order of a message's path (send blocked, producer buffer, produce request, fetch, poll):"
                    + " each band's height is one figure, averaged over clients; end-to-end p50 is the line over them."
                    + " Then the producer's free buffer (the least over producers) and its request rate."));
            breakdown.forEach(chart -> body.append(HtmlPage.chartDiv(chart)));
        }
        body.append(Html.heading(2, "Percentile spectrum"));
        body.append(Html.paragraph(
                "From the stored HdrHistograms of the measure phase; each step right is one more nine."));
        spectra.forEach(chart -> body.append(HtmlPage.chartDiv(chart)));
        body.append(Html.heading(2, "Throughput"));
        throughput.forEach(chart -> body.append(HtmlPage.chartDiv(chart)));
        for (LabeledResult run : runs) {
            body.append(Html.heading(2, run.label()));
            body.append(Html.paragraph("File: " + run.file()));
            body.append(Html.table("studies", RunTables.studiesTable(run.result())));
            body.append(Html.definitions(EnvironmentBlock.rows(run.result())));
            body.append("<details><summary>Driver and workload configuration</summary>\n")
                    .append(Html.pre(EnvironmentBlock.configs(run.result())))
                    .append("</details>\n");
        }
        return HtmlPage.render("msgbench report", body.toString(), charts());
    }
}

package io.msgbench.study;

import io.msgbench.report.Html;
import io.msgbench.report.HtmlPage;
import io.msgbench.report.ReportWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A study's page: our figures beside the published ones, what differs between the study's setup and this run's,
 * and a link to the full report of the study's runs (every chart, in {@code report/}).
 */
public final class StudyReport {
    public static final String HTML_FILE = "study.html";

    private StudyReport() {}

    /** Writes {@code folder/study.html}; the runs' own report is expected at {@code folder/report/}. */
    public static Path write(StudyComparison comparison, boolean atStudyScale, Path folder) throws IOException {
        Study study = comparison.study();
        StringBuilder body = new StringBuilder(Html.heading(1, study.title()));
        body.append(Html.definitions(List.of(
                List.of("published figures", study.source()),
                List.of("the study ran on", study.setup()),
                List.of(
                        "these runs",
                        atStudyScale
                                ? "the study's workloads on the given cluster driver files"
                                : "local scale: " + study.localScale()))));
        body.append(Html.paragraph("Latencies in milliseconds, rates in messages per second. At local scale the "
                + "figures show the shape of a result (the cost of fsync, the effect of partitions), not the study's "
                + "absolute numbers."));
        body.append(Html.table("study", comparison.rows()));
        body.append(Html.link("report/" + ReportWriter.HTML_FILE, "Every chart of these runs"));
        Files.createDirectories(folder);
        Path file = folder.resolve(HTML_FILE);
        Files.writeString(file, HtmlPage.render(study.title(), body.toString(), List.of()), StandardCharsets.UTF_8);
        return file;
    }
}

package io.msgbench.report;

import io.msgbench.result.AtomicFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a report folder: {@code report.html} (self-contained), one PNG per chart beside it, and one
 * {@code .hlog} interval log per run.
 * <pre>{@code
 * List<Path> written = ReportWriter.write(LabeledResult.read(files), Path.of("results/report"));
 * }</pre>
 */
public final class ReportWriter {
    public static final String HTML_FILE = "report.html";

    private ReportWriter() {}

    public static List<Path> write(List<LabeledResult> runs, Path folder) throws IOException {
        RunReport report = new RunReport(runs);
        List<Path> written = new ArrayList<>();
        Path html = folder.resolve(HTML_FILE);
        AtomicFile.write(html, report.html().getBytes(StandardCharsets.UTF_8));
        written.add(html);
        written.addAll(PngCharts.write(report.charts(), folder));
        for (LabeledResult run : runs) {
            Path hlog = folder.resolve(run.slug() + ".hlog");
            HlogWriter.write(run.result(), hlog);
            written.add(hlog);
        }
        return written;
    }
}

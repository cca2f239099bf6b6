package io.msgbench.sweep;

import io.msgbench.report.PngCharts;
import io.msgbench.result.AtomicFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Writes a sweep's {@code sweep.txt}, {@code sweep.html} (self-contained) and PNG charts into a folder. */
public final class SweepReportWriter {
    public static final String HTML_FILE = "sweep.html";
    public static final String TEXT_FILE = "sweep.txt";

    private SweepReportWriter() {}

    public static List<Path> write(SweepReport report, Path folder) throws IOException {
        List<Path> written = new ArrayList<>(List.of(folder.resolve(TEXT_FILE), folder.resolve(HTML_FILE)));
        AtomicFile.write(written.get(0), report.text().getBytes(StandardCharsets.UTF_8));
        AtomicFile.write(written.get(1), report.html().getBytes(StandardCharsets.UTF_8));
        written.addAll(PngCharts.write(report.charts(), folder));
        return written;
    }
}

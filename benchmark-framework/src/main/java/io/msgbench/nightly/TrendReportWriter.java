package io.msgbench.nightly;

import io.msgbench.report.PngCharts;
import io.msgbench.result.AtomicFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Writes the trend page into {@code <history>/trend/}: {@code trend.html} (self-contained), {@code trend.txt}, PNGs. */
public final class TrendReportWriter {
    public static final String FOLDER = "trend";
    public static final String HTML_FILE = "trend.html";
    public static final String TEXT_FILE = "trend.txt";

    private TrendReportWriter() {}

    public static List<Path> write(TrendReport report, Path historyFolder) throws IOException {
        Path folder = historyFolder.resolve(FOLDER);
        List<Path> written = new ArrayList<>(List.of(folder.resolve(HTML_FILE), folder.resolve(TEXT_FILE)));
        AtomicFile.write(written.get(0), report.html().getBytes(StandardCharsets.UTF_8));
        AtomicFile.write(written.get(1), report.text().getBytes(StandardCharsets.UTF_8));
        written.addAll(PngCharts.write(report.charts(), folder));
        return written;
    }
}

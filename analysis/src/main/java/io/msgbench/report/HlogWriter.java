package io.msgbench.report;

import io.msgbench.result.AtomicFile;
import io.msgbench.result.Environment;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * A run's interval histograms as an HdrHistogram interval log ({@code .hlog}), one tagged entry per
 * metric per measure interval, in microseconds, readable by HdrHistogram's own {@code HistogramLogReader}
 * and {@code HistogramLogProcessor -tag publish}.
 */
public final class HlogWriter {
    /** The max column of each log line in milliseconds; HistogramLogProcessor wants {@code -outputValueUnitRatio 1000}. */
    private static final double MICROS_PER_MILLI = 1000.0;

    private HlogWriter() {}

    public static void write(RunResult result, Path file) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8)) {
            HistogramLogWriter log = new HistogramLogWriter(out);
            log.outputComment("msgbench " + Environment.version() + " run " + result.runId() + ": "
                    + result.driverName() + " / " + result.workloadName() + "; measure phase; values in microseconds");
            long baseMillis = result.start().toEpochMilli();
            log.setBaseTime(baseMillis);
            log.outputBaseTime(baseMillis);
            log.outputStartTime(baseMillis);
            log.outputLegend();
            for (IntervalResult interval : result.measureIntervals()) {
                for (Metric metric : Metric.values()) {
                    log.outputIntervalHistogram(
                            seconds(interval.start().toEpochMilli() - baseMillis),
                            seconds(interval.end().toEpochMilli() - baseMillis),
                            tagged(interval, metric),
                            MICROS_PER_MILLI);
                }
            }
        }
        AtomicFile.write(file, bytes.toByteArray());
    }

    private static double seconds(long millis) {
        return millis / 1000.0;
    }

    private static Histogram tagged(IntervalResult interval, Metric metric) {
        Histogram histogram = interval.histograms().get(metric).copy();
        histogram.setStartTimeStamp(interval.start().toEpochMilli());
        histogram.setEndTimeStamp(interval.end().toEpochMilli());
        histogram.setTag(metric.tag());
        return histogram;
    }
}

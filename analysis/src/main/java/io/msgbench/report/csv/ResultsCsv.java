package io.msgbench.report.csv;

import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.msgbench.result.AtomicFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Writes results as two CSV files: one row per run ({@link RunRows}: OMB's columns, then ours) and one row per
 * interval ({@link IntervalRows}). Runs in OMB's order: message size, topics, partitions, then file name.
 * <pre>{@code
 * ResultsCsv.write(List.of(CsvRun.of(ResultReader.readFile(file))), Path.of("results.csv"), Path.of("results-intervals.csv"));
 * }</pre>
 */
public final class ResultsCsv {
    private static final CsvMapper MAPPER = new CsvMapper();
    private static final Comparator<CsvRun> OMB_ORDER = Comparator.<CsvRun>comparingDouble(r -> r.number("messageSize"))
            .thenComparingDouble(r -> r.number("topics"))
            .thenComparingDouble(r -> r.number("partitions"))
            .thenComparing(r -> r.file().getFileName().toString());

    private ResultsCsv() {}

    public static void write(List<CsvRun> runs, Path runsFile, Path intervalsFile) throws IOException {
        List<CsvRun> ordered = runs.stream().sorted(OMB_ORDER).toList();
        write(RunRows.columns(), ordered.stream().map(RunRows::row).toList(), runsFile);
        write(
                IntervalRows.columns(),
                ordered.stream().flatMap(run -> IntervalRows.rows(run).stream()).toList(),
                intervalsFile);
    }

    private static void write(List<String> columns, List<Map<String, Object>> rows, Path file) throws IOException {
        CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
        columns.forEach(schema::addColumn);
        AtomicFile.write(file, MAPPER.writer(schema.build()).writeValueAsBytes(rows));
    }
}

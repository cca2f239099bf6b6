package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.report.csv.CsvRun;
import io.msgbench.report.csv.ResultsCsv;
import io.msgbench.result.ResultReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@code benchmark -c DIR} (OMB's {@code --csv}): the result files in a folder, msgbench's and OMB's, as one CSV
 * row each, and their intervals in a second file. A JSON file that is no result is skipped with a note.
 */
final class CsvExport {
    private final PrintStream out;
    private final PrintStream err;

    CsvExport(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Writes to {@code output}, else {@code results-EPOCHSECONDS.csv} in the current folder, as OMB names it. */
    int run(Path folder, Path output) {
        if (!Files.isDirectory(folder)) {
            err.println("error: -c/--csv: " + folder + " is not a folder");
            return ExitCode.BAD_INPUT;
        }
        try {
            List<CsvRun> runs = read(folder);
            if (runs.isEmpty()) {
                err.println("error: -c/--csv: no result files (*.json) in " + folder);
                return ExitCode.BAD_INPUT;
            }
            Path runsFile =
                    output != null ? output : Path.of("results-" + Instant.now().getEpochSecond() + ".csv");
            Path intervalsFile = intervalsFile(runsFile);
            ResultsCsv.write(runs, runsFile, intervalsFile);
            out.println("Wrote " + runs.size() + (runs.size() == 1 ? " run" : " runs") + " to " + runsFile
                    + " and the intervals to " + intervalsFile);
            return ExitCode.OK;
        } catch (IOException e) {
            err.println("error: -c/--csv: cannot write the CSV: " + e.getMessage());
            return ExitCode.RUN_FAILED;
        }
    }

    private List<CsvRun> read(Path folder) throws IOException {
        List<CsvRun> runs = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                try {
                    runs.add(CsvRun.of(ResultReader.readFile(file)));
                } catch (ConfigException e) {
                    err.println("skipped: " + e.problems().get(0));
                }
            }
        }
        return runs;
    }

    /** {@code results.csv} → {@code results-intervals.csv}, beside it. */
    static Path intervalsFile(Path runsFile) {
        String name = runsFile.getFileName().toString();
        String base = name.endsWith(".csv") ? name.substring(0, name.length() - 4) : name;
        return runsFile.resolveSibling(base + "-intervals.csv");
    }
}

package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.report.LabeledResult;
import io.msgbench.report.ReportWriter;
import io.msgbench.report.ResultPaths;
import io.msgbench.report.csv.CsvRun;
import io.msgbench.report.csv.ResultsCsv;
import io.msgbench.result.ResultReader;
import io.msgbench.sweep.SweepReport;
import io.msgbench.sweep.SweepReportWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code benchmark report RESULT.json...}: one self-contained HTML report, PNG charts and .hlog files. */
@Command(
        name = "report",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        header = "An HTML report with PNG charts, .hlog files and CSV of result files (msgbench's or OMB's).",
        description = {
            "Writes report.html (self-contained, opens offline), one PNG per chart and one .hlog",
            "interval log per run, and the runs as CSV (results.csv, results-intervals.csv). Several results",
            "overlay on the same charts, one line each."
        },
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {
            "0:report written",
            "1:the report could not be written",
            "2:a result file is missing or not a result"
        })
final class ReportCommand implements Callable<Integer> {
    /** The runs as CSV rows (OMB's columns, then ours), beside the report; their intervals in results-intervals.csv. */
    static final String CSV_FILE = "results.csv";

    @Parameters(paramLabel = "RESULT", arity = "1..*", description = "Result JSON files or folders of them.")
    List<Path> results = new ArrayList<>();

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FOLDER",
            description = "Report folder. Default: 'report' beside the first result file.")
    Path output;

    @Option(
            names = "--sweep",
            description = {
                "Sweep report instead (sweep.txt, sweep.html, PNGs): each result is a",
                "point; results of several sweeps, one per system, share the charts. Judged by --slo, --stop-above,",
                "--tolerance."
            })
    boolean sweep;

    @Mixin
    SweepRuleOptions ruleOptions = new SweepRuleOptions();

    @Override
    public Integer call() {
        try {
            List<Path> files = ResultPaths.expand(results);
            Path folder =
                    output != null ? output : files.get(0).toAbsolutePath().resolveSibling("report");
            if (sweep) {
                SweepReport report =
                        new SweepReport(files.stream().map(ResultReader::read).toList(), ruleOptions.rule());
                SweepReportWriter.write(report, folder);
                System.out.print(report.text());
                System.out.println("Sweep report: " + folder.resolve(SweepReportWriter.HTML_FILE));
                return ExitCode.OK;
            }
            List<ResultReader.ResultFile> read =
                    files.stream().map(ResultReader::readFile).toList();
            List<Path> written = new ArrayList<>(ReportWriter.write(LabeledResult.of(read), folder));
            Path csv = folder.resolve(CSV_FILE);
            ResultsCsv.write(read.stream().map(CsvRun::of).toList(), csv, CsvExport.intervalsFile(csv));
            written.addAll(List.of(csv, CsvExport.intervalsFile(csv)));
            System.out.println("Report: " + folder.resolve(ReportWriter.HTML_FILE) + " (" + written.size()
                    + " files in " + folder + ", the runs as CSV in " + CSV_FILE + ")");
            return ExitCode.OK;
        } catch (ConfigException | IllegalArgumentException e) {
            return BadInput.report(e, System.err);
        } catch (IOException e) {
            System.err.println("error: cannot write the report: " + e.getMessage());
            return ExitCode.RUN_FAILED;
        }
    }
}

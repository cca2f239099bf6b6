package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.history.History;
import io.msgbench.nightly.NightJudge;
import io.msgbench.nightly.NightVerdict;
import io.msgbench.nightly.NightlySuite;
import io.msgbench.nightly.NightlySuiteLoader;
import io.msgbench.nightly.TrendReport;
import io.msgbench.nightly.TrendReportWriter;
import io.msgbench.report.LabeledResult;
import io.msgbench.report.ReportWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code benchmark nightly SUITE.yaml}: runs the suite, keeps every result in the history, judges the night by the
 * change points in the history and the suite's bounds, writes the night's report and the trend report.
 */
@Command(
        name = "nightly",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        header = "Runs a nightly suite into the history, finds change points, writes the trend report.",
        description = {
            "Runs a nightly suite (workloads x drivers x repeats), adds its results to the history as a new",
            "night, searches each gated figure for change points (E-divisive means with a permutation test),",
            "checks the suite's absolute bounds, and writes <history>/trend/trend.html. See docs/nightly-history.md."
        },
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {
            "0:every run complete, nothing lost, no regression",
            "1:a run failed (partial result kept)",
            "2:bad suite, workload, driver file or option; nothing ran",
            "3:acknowledged messages were lost",
            "4:a regression: a change for the worse in the latest nights, or a bound breached",
            "130:interrupted"
        })
final class NightlyCommand implements Callable<Integer> {
    private static final DateTimeFormatter NIGHT =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    @Parameters(index = "0", paramLabel = "SUITE", description = "Nightly suite YAML.")
    Path suiteFile;

    @Option(
            names = "--history",
            paramLabel = "FOLDER",
            description = "History folder. Default: the suite's history:, else history/")
    Path historyFolder;

    @Option(
            names = "--night",
            paramLabel = "ID",
            description = "This night's name. Default: the UTC time, yyyyMMdd-HHmmss")
    String night;

    @Option(
            names = "--commit",
            paramLabel = "SHA",
            description =
                    "The commit measured. Default: $GITHUB_SHA, $CI_COMMIT_SHA, else git rev-parse HEAD in the current"
                            + " folder, else in the msgbench folder, else unknown")
    String commit;

    @Option(
            names = "--workers-file",
            paramLabel = "FILE",
            description = "YAML file listing worker JVMs (workers:, mode:)." + " Default: run in this JVM")
    Path workersFile;

    @Option(names = "--token-file", paramLabel = "FILE", description = "File whose first line is the workers' token")
    Path tokenFile;

    @Override
    public Integer call() {
        Path home = MsgbenchHome.find();
        NightlySuite suite;
        History history;
        try {
            suite = NightlySuiteLoader.load(suiteFile, home);
            history = History.open(historyFolder != null ? historyFolder : suite.history());
            night = night != null ? checkedNight(night) : NIGHT.format(Instant.now());
            if (history.hasNight(night) || Files.exists(history.nightFolder(night))) {
                throw ConfigException.of(
                        "--night", null, null, "night " + night + " is already in " + history.folder());
            }
        } catch (ConfigException | IllegalArgumentException e) {
            return BadInput.report(e, System.err);
        }
        Path folder = history.nightFolder(night);
        int runs = new BenchmarkSession(
                        home,
                        RunOptions.DEFAULTS,
                        folder,
                        System.out,
                        System.err,
                        new WorkerTargets(List.of(), workersFile, tokenFile, null))
                .run(suite.drivers(), suite.workloadRuns(), suite.overrides());
        if (runs == ExitCode.BAD_INPUT) {
            return runs;
        }
        try {
            int verdict = record(suite, history, folder);
            // a failed run or a lost message outranks a regression: such a night's figures are not to be trusted
            return runs != ExitCode.OK ? runs : verdict;
        } catch (IOException | ConfigException e) {
            System.err.println("error: cannot update the history in " + history.folder() + ": " + e.getMessage());
            return ExitCode.RUN_FAILED;
        }
    }

    /** Adds the night, writes its report and the trend report; returns REGRESSION or OK. */
    private int record(NightlySuite suite, History history, Path folder) throws IOException {
        List<Path> results = resultFiles(folder);
        history.add(night, commit(), results);
        if (!results.isEmpty()) {
            ReportWriter.write(LabeledResult.read(results), folder.resolve("report"));
        }
        NightVerdict verdict = new NightJudge(suite.gates()).judge(history);
        TrendReport report = new TrendReport(history, verdict);
        TrendReportWriter.write(report, history.folder());
        System.out.println();
        System.out.print(verdict.text());
        System.out.println("Trend report: "
                + history.folder().resolve(TrendReportWriter.FOLDER).resolve(TrendReportWriter.HTML_FILE));
        return verdict.regressed() ? ExitCode.REGRESSION : ExitCode.OK;
    }

    private static List<Path> resultFiles(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList();
        }
    }

    private static String checkedNight(String given) {
        if (!given.matches("[A-Za-z0-9._-]+")) {
            throw new IllegalArgumentException(
                    "--night: only letters, digits, '.', '_' and '-' may name a night, got '" + given + "'");
        }
        return given;
    }

    /** The commit this night measured: CI names it; by hand, the repository run from, else msgbench's own. */
    private String commit() {
        if (commit != null) {
            return commit;
        }
        for (String variable : List.of("GITHUB_SHA", "CI_COMMIT_SHA")) {
            String value = System.getenv(variable);
            if (value != null && !value.isBlank()) {
                return value;
            }
        }
        return GitCommit.head(Path.of(""))
                .or(() -> GitCommit.head(MsgbenchHome.find()))
                .orElse("unknown");
    }
}

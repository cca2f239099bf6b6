package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.result.RunResult;
import io.msgbench.sweep.MaxRateSearch;
import io.msgbench.sweep.RateChooser;
import io.msgbench.sweep.RateLadder;
import io.msgbench.sweep.SweepReport;
import io.msgbench.sweep.SweepReportWriter;
import io.msgbench.sweep.SweepRule;
import io.msgbench.workload.Workload;
import io.msgbench.workload.WorkloadLoader;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code benchmark sweep WORKLOAD --from R --to R [--steps N] | --rates R1,R2... | --find-max}: the workload at a
 * ladder of target rates on each driver, then the unthrottled point, or a search for the highest sustained rate;
 * the table, the knee and latency-vs-throughput charts.
 */
@Command(
        name = "sweep",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        header = "Latency against throughput: one workload at a ladder of rates, or the highest sustained rate.",
        description = {
            "Runs one workload at a ladder of target rates (log-spaced, or given), lowest first, on each",
            "driver, then once unthrottled. Climbing stops at the first rate achieved short of its target or",
            "over the latency bound. Reports the knee: the highest sustained rate with p99 publish latency",
            "within the SLO. With --find-max (or producerRate 0 and no ladder) it searches for the highest",
            "sustained rate instead. Writes every point's result, sweep.txt, sweep.html and PNG charts."
        },
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {
            "0:sweep complete, nothing lost",
            "1:a point failed (partial result written)",
            "2:bad workload, driver file or option",
            "3:acknowledged messages were lost",
            "130:interrupted"
        })
final class SweepCommand implements Callable<Integer> {
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    @Parameters(index = "0", paramLabel = "WORKLOAD", description = "Workload YAML; its producerRate is replaced.")
    Path workloadFile;

    @Option(
            names = {"-d", "--drivers"},
            split = ",",
            paramLabel = "DRIVER",
            description = "Driver YAML files; each system gets its own line on the charts. " + "Default: "
                    + RunCommand.DEFAULT_DRIVER)
    List<Path> drivers = new ArrayList<>();

    @Option(names = "--rates", split = ",", paramLabel = "MSG_PER_S", description = "Target rates, msg/s.")
    List<Double> rates = new ArrayList<>();

    @Option(names = "--from", paramLabel = "MSG_PER_S", description = "Lowest target rate (log-spaced ladder).")
    Double from;

    @Option(names = "--to", paramLabel = "MSG_PER_S", description = "Highest target rate (log-spaced ladder).")
    Double to;

    @Option(names = "--steps", description = "Rungs of the log-spaced ladder. Default: 5")
    int steps = 5;

    @Mixin
    SweepRuleOptions ruleOptions = new SweepRuleOptions();

    @Option(names = "--no-unthrottled", description = "Skip the final unthrottled point.")
    boolean noUnthrottled;

    @Option(
            names = "--find-max",
            description = {
                "Find the highest sustained rate instead of climbing a ladder:",
                "unthrottled first, then doubling or halving, then bisection (see README). Implied when no ladder",
                "is given and the workload's producerRate is 0."
            })
    boolean findMax;

    @Option(
            names = "--precision",
            paramLabel = "PERCENT",
            converter = PercentConverter.class,
            description = "--find-max stops once the bracket around the maximum is this narrow. Default: 5%")
    double precision = 0.05;

    @Option(names = "--max-points", description = "--find-max runs at most this many points. Default: 10")
    int maxPoints = 10;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FOLDER",
            description =
                    "Folder for the points' results and the sweep report. Default: results/sweep-<workload>-<time>")
    Path output;

    @Mixin
    RunTimingOptions timing = new RunTimingOptions();

    @Override
    public Integer call() {
        Path home = MsgbenchHome.find();
        RateChooser chooser;
        SweepRule rule;
        Workload workload;
        try {
            workload = WorkloadLoader.load(workloadFile);
            chooser = chooser(workload);
            rule = ruleOptions.rule();
        } catch (ConfigException | IllegalArgumentException e) {
            return BadInput.report(e, System.err);
        }
        Path folder = output != null
                ? output
                : Path.of("results", "sweep-" + workload.name() + "-" + STAMP.format(Instant.now()));
        List<Path> driverFiles = drivers.isEmpty() ? List.of(home.resolve(RunCommand.DEFAULT_DRIVER)) : drivers;
        List<RunResult> results = new ArrayList<>();
        BenchmarkSession session = new BenchmarkSession(
                home, timing.options(RunOptions.DEFAULTS.probeTimeout(), false), folder, System.out, System.err);
        int exit = session.run(
                driverFiles,
                List.of(workloadFile),
                List.of(workload),
                driver -> new SweepSequence(workload, chooser, rule, results));
        return Math.max(exit, writeReport(new SweepReport(results, rule), folder));
    }

    private RateChooser chooser(Workload workload) {
        boolean ladderGiven = !rates.isEmpty() || from != null || to != null;
        if (findMax && ladderGiven) {
            throw new IllegalArgumentException("give either --find-max or a ladder (--rates, --from/--to), not both");
        }
        if (findMax || (!ladderGiven && workload.producerRate() <= 0)) {
            return new MaxRateSearch(precision, maxPoints);
        }
        return new RateLadder(ladderRates(), !noUnthrottled);
    }

    private List<Double> ladderRates() {
        if (!rates.isEmpty() && (from != null || to != null)) {
            throw new IllegalArgumentException("give either --rates or --from/--to, not both");
        }
        if (!rates.isEmpty()) {
            return rates;
        }
        if (from == null || to == null) {
            throw new IllegalArgumentException(
                    "give the ladder (--rates R1,R2,... or --from R --to R [--steps N]) " + "or --find-max");
        }
        return RateLadder.logSpaced(from, to, steps);
    }

    private static int writeReport(SweepReport report, Path folder) {
        if (report.points().isEmpty()) {
            return ExitCode.OK;
        }
        System.out.println();
        System.out.print(report.text());
        try {
            SweepReportWriter.write(report, folder);
            System.out.println("Sweep report: " + folder.resolve(SweepReportWriter.HTML_FILE));
            return ExitCode.OK;
        } catch (IOException e) {
            System.err.println("error: cannot write the sweep report: " + e.getMessage());
            return ExitCode.RUN_FAILED;
        }
    }
}

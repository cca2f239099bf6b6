package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.gate.CompareReport;
import io.msgbench.gate.GateRule;
import io.msgbench.report.ResultPaths;
import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code benchmark compare BASELINE NEW... [--max-regression 10%]}: the nightly regression gate. */
@Command(
        name = "compare",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "Compares new results with a baseline, per workload and driver, and fails on a regression.",
            "BASELINE is a result file or a folder of repeated runs: their spread widens the bounds.",
            "Gated: publish/consume rate, publish and end-to-end p50/p95/p99. Any lost message fails."
        },
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {
            "0:no regression",
            "2:a file is missing or not a result, or a bad option",
            "4:a regression, a lost message, an incomplete new run or a missing new result"
        })
final class CompareCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "BASELINE", description = "Baseline result file or folder.")
    Path baseline;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "NEW", description = "New result files or folders.")
    List<Path> candidates = new ArrayList<>();

    @Option(
            names = "--max-regression",
            paramLabel = "PERCENT",
            converter = PercentConverter.class,
            description = "Allowed change for the worse beyond the baseline's spread. Default: 10%")
    double maxRegression = GateRule.DEFAULT.maxRegression();

    @Option(
            names = "--min-latency-change-ms",
            paramLabel = "MS",
            description =
                    "Latency increases at or below this many ms never fail (timer and scheduler noise). Default: 0.1")
    double minLatencyChangeMillis = GateRule.DEFAULT.minLatencyChangeMillis();

    @Override
    public Integer call() {
        try {
            List<RunResult> before = read(List.of(baseline));
            List<RunResult> after = read(candidates);
            CompareReport report = CompareReport.of(before, after, new GateRule(maxRegression, minLatencyChangeMillis));
            System.out.print(report.text());
            return report.failed() ? ExitCode.REGRESSION : ExitCode.OK;
        } catch (ConfigException | IllegalArgumentException e) {
            return BadInput.report(e, System.err);
        }
    }

    private static List<RunResult> read(List<Path> paths) {
        return ResultPaths.expand(paths).stream().map(ResultReader::read).toList();
    }
}

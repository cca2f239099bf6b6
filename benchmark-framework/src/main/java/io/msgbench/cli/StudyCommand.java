package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.report.LabeledResult;
import io.msgbench.report.ReportWriter;
import io.msgbench.result.RunResult;
import io.msgbench.study.Experiment;
import io.msgbench.study.Study;
import io.msgbench.study.StudyCatalog;
import io.msgbench.study.StudyComparison;
import io.msgbench.study.StudyLoader;
import io.msgbench.study.StudyReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code benchmark study [NAME]}: lists the shipped studies, or runs one's experiments (each workload on its driver,
 * at local scale on embedded brokers unless {@code --cluster}) and writes the study's page with our figures beside
 * the published ones. An experiment whose complete result is already in the output folder is kept, not run again,
 * so an interrupted study resumes where it stopped.
 */
@Command(
        name = "study",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        header = "Lists the published studies, or runs one: our figures beside the published ones.",
        description = {
            "Without NAME: lists the studies (studies/*.yaml). With NAME: runs its experiments and writes",
            "<output>/study.html (our figures beside the published ones) and <output>/report/ (every chart).",
            "Experiments with a complete result in <output>/<test>/ are kept from the earlier run."
        },
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {
            "0:every experiment complete, nothing lost",
            "1:a run failed (partial result kept)",
            "2:unknown study, bad study file or option",
            "3:acknowledged messages were lost",
            "130:interrupted (finished experiments kept)"
        })
final class StudyCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME", description = "A study's name, or a study file.")
    String name;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FOLDER",
            description = "Default: results/study-<name>")
    Path output;

    @Option(
            names = "--cluster",
            description = "Run each experiment's cluster driver file at the study's scale"
                    + " instead of its embedded broker at local scale.")
    boolean cluster;

    @Option(
            names = "--set",
            paramLabel = "KEY=VALUE",
            description = "Replace a workload field in every experiment"
                    + " (after the study's local-scale settings), e.g. --set testDuration=2m.")
    List<String> overrides = new ArrayList<>();

    @Override
    public Integer call() {
        Path home = MsgbenchHome.find();
        if (name == null) {
            return list(home);
        }
        Study study;
        try {
            study = StudyLoader.load(StudyCatalog.find(home, name), home);
        } catch (ConfigException e) {
            return BadInput.report(e, System.err);
        }
        Path folder = output != null ? output : Path.of("results", "study-" + study.name());
        try {
            checkAll(home, study, folder);
        } catch (ConfigException e) {
            return BadInput.report(e, System.err);
        }
        System.out.println(study.title() + ": " + study.experiments().size() + " experiment(s), "
                + (cluster ? "at the study's scale" : "at local scale (" + study.localScale() + ")"));
        Map<String, ResultFiles.Found> results = new LinkedHashMap<>();
        int worst = ExitCode.OK;
        for (Experiment experiment : study.experiments()) {
            int exit = runOrKeep(home, experiment, folder, experiment.settings(study, cluster, overrides), results);
            if (exit == ExitCode.BAD_INPUT || exit == ExitCode.INTERRUPTED) {
                return exit;
            }
            worst = Math.max(worst, exit);
        }
        return write(study, folder, results, worst);
    }

    /** Every experiment still to run passes the run's checks before the first one starts a broker. */
    private void checkAll(Path home, Study study, Path folder) {
        for (Experiment experiment : study.experiments()) {
            Path runFolder = folder.resolve(experiment.id());
            if (ResultFiles.latestComplete(runFolder).isEmpty()) {
                session(home, runFolder)
                        .load(
                                List.of(experiment.driver(cluster)),
                                List.of(experiment.workload()),
                                experiment.settings(study, cluster, overrides));
            }
        }
    }

    private static BenchmarkSession session(Path home, Path runFolder) {
        return new BenchmarkSession(
                home,
                RunOptions.DEFAULTS,
                runFolder,
                System.out,
                System.err,
                new WorkerTargets(List.of(), null, null, null));
    }

    private int runOrKeep(
            Path home,
            Experiment experiment,
            Path folder,
            List<String> settings,
            Map<String, ResultFiles.Found> results) {
        Path runFolder = folder.resolve(experiment.id());
        Optional<ResultFiles.Found> kept = ResultFiles.latestComplete(runFolder);
        if (kept.isPresent()) {
            RunResult result = kept.get().result();
            System.out.println("test " + experiment.id() + " (" + experiment.label() + "): kept from an earlier run, "
                    + kept.get().file()
                    + (result.counts().lost() > 0 ? " (lost " + result.counts().lost() + ")" : ""));
            results.put(experiment.id(), kept.get());
            return ExitCode.of(result); // a kept run that lost messages still makes the study exit 3
        }
        System.out.println();
        System.out.println("=== test " + experiment.id() + ": " + experiment.label() + " ===");
        int exit = session(home, runFolder)
                .run(List.of(experiment.driver(cluster)), List.of(experiment.workload()), settings);
        ResultFiles.latestComplete(runFolder).ifPresent(found -> results.put(experiment.id(), found));
        return exit;
    }

    private int write(Study study, Path folder, Map<String, ResultFiles.Found> found, int worst) {
        Map<String, RunResult> results = new LinkedHashMap<>();
        found.forEach((id, file) -> results.put(id, file.result()));
        StudyComparison comparison = new StudyComparison(study, results);
        System.out.println();
        System.out.println("Ours beside the published figures (" + study.source() + "):");
        System.out.print(comparison.text());
        try {
            List<Path> files =
                    found.values().stream().map(ResultFiles.Found::file).toList();
            if (!files.isEmpty()) {
                ReportWriter.write(LabeledResult.read(files), folder.resolve("report"));
            }
            System.out.println("Study report: " + StudyReport.write(comparison, cluster, folder));
        } catch (IOException e) {
            System.err.println("error: cannot write the study report in " + folder + ": " + e.getMessage());
            return ExitCode.RUN_FAILED;
        }
        return worst;
    }

    private static int list(Path home) {
        List<Path> files = StudyCatalog.files(home);
        for (Path file : files) {
            try {
                Study study = StudyLoader.load(file, home);
                System.out.printf(
                        Locale.ROOT,
                        "%-28s %s (%d experiments)%n",
                        study.name(),
                        study.title(),
                        study.experiments().size());
            } catch (ConfigException e) {
                System.out.printf(
                        Locale.ROOT,
                        "%-28s (cannot be read: %s)%n",
                        StudyCatalog.name(file),
                        e.problems().get(0));
            }
        }
        System.out.println("Run one: bin/benchmark study NAME   (see docs/studies/index.md)");
        return ExitCode.OK;
    }
}

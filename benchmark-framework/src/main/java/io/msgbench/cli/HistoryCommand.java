package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.history.History;
import io.msgbench.history.HistoryEntry;
import io.msgbench.history.HistoryImport;
import io.msgbench.history.NightValue;
import io.msgbench.nightly.Numbers;
import io.msgbench.nightly.SuiteFigures;
import io.msgbench.report.ResultPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code benchmark history list|show|import}: what the nightly history holds, one figure over the nights, or an import. */
@Command(
        name = "history",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Queries or builds the nightly history (see docs/nightly-history.md).",
        subcommands = {HistoryCommand.ListNights.class, HistoryCommand.Show.class, HistoryCommand.Import.class})
final class HistoryCommand {

    /** The options every history subcommand shares. */
    static class Folder {
        @Option(names = "--history", paramLabel = "FOLDER", description = "History folder. Default: history/")
        Path folder = Path.of("history");

        History open() {
            return History.open(folder);
        }

        /** The history to query: a folder without one is a mistake (a wrong path, most likely), not an empty history. */
        History openExisting() {
            if (!Files.isRegularFile(folder.resolve(History.INDEX))) {
                throw ConfigException.of(
                        folder.toString(),
                        null,
                        null,
                        "no history here (no " + History.INDEX
                                + "); bin/benchmark nightly or history import makes one");
            }
            return open();
        }
    }

    @Command(
            name = "list",
            mixinStandardHelpOptions = true,
            description = "The nights, oldest first: commit, results, host.")
    static final class ListNights extends Folder implements Callable<Integer> {
        @Override
        public Integer call() {
            try {
                History history = openExisting();
                System.out.printf(
                        Locale.ROOT,
                        "%-20s %-14s %8s  %s%n",
                        "night",
                        "commit",
                        "results",
                        "host, workloads on drivers");
                for (String night : history.nights()) {
                    List<HistoryEntry> entries = history.entriesOf(night);
                    System.out.printf(
                            Locale.ROOT,
                            "%-20s %-14s %8d  %s: %s%n",
                            night,
                            shortCommit(entries.get(0).commit()),
                            entries.size(),
                            history.environmentOf(night).getOrDefault("host", "?"),
                            String.join(
                                    ", ",
                                    entries.stream()
                                            .map(HistoryEntry::seriesKey)
                                            .distinct()
                                            .toList()));
                }
                return ExitCode.OK;
            } catch (ConfigException e) {
                return BadInput.report(e, System.err);
            }
        }
    }

    @Command(
            name = "show",
            mixinStandardHelpOptions = true,
            description = "One figure over the nights (the median of each night's repeats), per workload on driver.")
    static final class Show extends Folder implements Callable<Integer> {
        @Option(
                names = "--figure",
                required = true,
                paramLabel = "FIGURE",
                description = "e.g. 'publish rate', 'publishing p99', 'end-to-end p50', lost")
        String figure;

        @Option(names = "--driver", paramLabel = "NAME", description = "Only this driver (its name: line).")
        String driver;

        @Option(names = "--workload", paramLabel = "NAME", description = "Only this workload (its name: line).")
        String workload;

        @Override
        public Integer call() {
            try {
                String name = SuiteFigures.find(figure)
                        .orElseThrow(() -> new IllegalArgumentException("--figure: unknown figure '" + figure
                                + "'; figures: " + String.join(", ", SuiteFigures.names())));
                History history = openExisting();
                List<String> keys = matching(history);
                if (keys.isEmpty()) {
                    throw new IllegalArgumentException("no results in " + folder + " match --driver/--workload");
                }
                for (String key : keys) {
                    System.out.println("== " + key + ": " + name + " ==");
                    for (NightValue value : history.series(key, name)) {
                        System.out.printf(
                                Locale.ROOT,
                                "%-20s %-14s %14s  (%d run%s)%n",
                                value.night(),
                                shortCommit(value.commit()),
                                Numbers.text(value.value()),
                                value.repeats(),
                                value.repeats() == 1 ? "" : "s");
                    }
                }
                return ExitCode.OK;
            } catch (ConfigException | IllegalArgumentException e) {
                return BadInput.report(e, System.err);
            }
        }

        private List<String> matching(History history) {
            List<String> keys = new ArrayList<>();
            for (HistoryEntry entry : history.entries()) {
                boolean wanted = (driver == null || entry.driver().equals(driver))
                        && (workload == null || entry.workload().equals(workload));
                if (wanted && !keys.contains(entry.seriesKey())) {
                    keys.add(entry.seriesKey());
                }
            }
            return keys;
        }
    }

    @Command(
            name = "import",
            mixinStandardHelpOptions = true,
            description = "Builds history from existing result files: one night per UTC day the runs started.")
    static final class Import extends Folder implements Callable<Integer> {
        @Parameters(arity = "1..*", paramLabel = "RESULTS", description = "Result files or folders of them.")
        List<Path> results = new ArrayList<>();

        @Override
        public Integer call() {
            try {
                History history = open();
                List<String> added = HistoryImport.into(history, ResultPaths.expand(results));
                System.out.println(
                        "Added " + added.size() + " night(s) to " + folder + ": " + String.join(", ", added));
                return ExitCode.OK;
            } catch (ConfigException e) {
                return BadInput.report(e, System.err);
            } catch (IOException e) {
                System.err.println("error: cannot write the history in " + folder + ": " + e.getMessage());
                return ExitCode.RUN_FAILED;
            }
        }
    }

    private static String shortCommit(String commit) {
        return Optional.ofNullable(commit)
                .map(c -> c.length() > 12 ? c.substring(0, 12) : c)
                .orElse("?");
    }
}

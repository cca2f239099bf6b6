package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/** Where result files go: the {@code --output} file for a single run, else a folder (default {@code results/}). */
final class ResultFiles {
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private final Path output;

    ResultFiles(Path output) {
        this.output = output;
    }

    void check(int runs) {
        if (isFile() && runs > 1) {
            throw ConfigException.of(
                    "--output", null, null, output + " is a file, but there are " + runs + " runs; give a folder");
        }
    }

    Path pathFor(RunResult result) {
        if (isFile()) {
            return output;
        }
        Path folder = output == null ? Path.of("results") : output;
        String name = result.workloadName() + "-" + result.driverName() + "-" + STAMP.format(result.start()) + ".json";
        return folder.resolve(name.replaceAll("[^A-Za-z0-9._-]+", "_"));
    }

    /** A result file and what it holds. */
    record Found(Path file, RunResult result) {}

    /** The complete result of {@code folder} that started last, if any (files that are no result are passed over). */
    static Optional<Found> latestComplete(Path folder) {
        if (!Files.isDirectory(folder)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .map(ResultFiles::readQuietly)
                    .flatMap(Optional::stream)
                    .filter(found -> found.result().complete())
                    .max(Comparator.comparing(found -> found.result().start()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static Optional<Found> readQuietly(Path file) {
        try {
            return Optional.of(new Found(file, ResultReader.read(file)));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private boolean isFile() {
        return output != null && output.getFileName().toString().endsWith(".json");
    }
}

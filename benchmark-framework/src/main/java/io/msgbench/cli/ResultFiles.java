package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.result.RunResult;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Where result files go: the {@code --output} file for a single run, else a folder (default {@code results/}). */
final class ResultFiles {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private final Path output;

    ResultFiles(Path output) {
        this.output = output;
    }

    void check(int runs) {
        if (isFile() && runs > 1) {
            throw ConfigException.of("--output", null, null, output + " is a file, but there are " + runs
                    + " runs; give a folder");
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

    private boolean isFile() {
        return output != null && output.getFileName().toString().endsWith(".json");
    }
}

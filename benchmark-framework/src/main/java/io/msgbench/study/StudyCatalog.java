package io.msgbench.study;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.api.NearestName;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The studies shipped in {@code <home>/studies}, one YAML file each, named by their file. */
public final class StudyCatalog {
    public static final String FOLDER = "studies";

    private StudyCatalog() {}

    /** The shipped study files, by name. */
    public static List<Path> files(Path home) {
        Path folder = home.resolve(FOLDER);
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".yaml"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A shipped study by name, or a study file by path; else a one-line error with the nearest name. */
    public static Path find(Path home, String given) {
        Path asFile = Path.of(given);
        if (Files.isRegularFile(asFile)) {
            return asFile;
        }
        List<String> names = files(home).stream().map(StudyCatalog::name).toList();
        return files(home).stream()
                .filter(file -> name(file).equals(given))
                .findFirst()
                .orElseThrow(() -> ConfigException.of(
                        "study",
                        null,
                        null,
                        "no study named '" + given + "'" + NearestName.hint(given, names)
                                + "; `benchmark study` lists them"));
    }

    public static String name(Path file) {
        return file.getFileName().toString().replaceFirst("\\.ya?ml$", "");
    }
}

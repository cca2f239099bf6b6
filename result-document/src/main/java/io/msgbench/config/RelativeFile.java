package io.msgbench.config;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/** A file named in a YAML file: absolute, or relative to that file's folder, or else to the msgbench installation. */
public final class RelativeFile {
    private RelativeFile() {}

    public static Optional<Path> resolve(String given, Path base, Path home) {
        Path path = Path.of(given);
        if (path.isAbsolute()) {
            return Files.isRegularFile(path) ? Optional.of(path) : Optional.empty();
        }
        return Stream.of(base.resolve(path), home.resolve(path))
                .filter(Files::isRegularFile)
                .map(Path::normalize)
                .findFirst();
    }
}

package io.msgbench.embedded.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Deletes folder trees: strictly, or quietly where a leftover is not worth failing for. */
public final class Folders {
    private Folders() {}

    /** Deletes {@code folder} and everything in it; nothing when it does not exist. */
    public static void deleteTree(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    /**
     * Deletes {@code folder} (or one file) and everything in it as far as it can: a leftover temporary folder is
     * not worth failing a run for.
     */
    public static void deleteQuietly(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // the parent's temporary folders and files: the rest of the run goes on without them gone
        }
    }
}

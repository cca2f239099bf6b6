package io.msgbench.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** The commit checked out in a folder, asked of git; empty where there is no git or no repository. */
final class GitCommit {
    private GitCommit() {}

    static Optional<String> head(Path folder) {
        try {
            Process git = new ProcessBuilder("git", "rev-parse", "HEAD")
                    .directory(folder.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!git.waitFor(10, TimeUnit.SECONDS)) {
                git.destroyForcibly();
                return Optional.empty();
            }
            return git.exitValue() == 0 && !out.isEmpty() ? Optional.of(out) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}

package io.msgbench.embedded.launcher;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A broker's command from one of Debian's packages, found on this machine: on the PATH, else in the folder Debian
 * installs it to (often /usr/sbin, outside an ordinary user's PATH). Missing, it is one line saying how to
 * install it ({@code bin/install-broker NAME}).
 *
 * @param installName the broker's name for {@code bin/install-broker}
 */
public record DebianCommand(String command, String debianFolder, String installName) {

    /**
     * The command on this machine's PATH, else in {@code debianFolder}.
     *
     * @throws IllegalStateException in one line, saying how to install it, when it is not installed
     */
    public Path find() {
        return find(System.getenv("PATH"));
    }

    /** The first {@code command} on {@code path}, else in {@code debianFolder}. */
    public Path find(String path) {
        List<String> folders = new ArrayList<>(List.of(String.valueOf(path).split(File.pathSeparator)));
        folders.add(debianFolder);
        return folders.stream()
                .filter(folder -> !folder.isBlank())
                .map(folder -> Path.of(folder, command))
                .filter(Files::isExecutable)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(command + " is not installed (not on the PATH nor in "
                        + debianFolder + "); install it with: bin/install-broker " + installName));
    }

    /** The same command, installed in another folder. */
    public DebianCommand in(String folder) {
        return new DebianCommand(command, folder, installName);
    }

    /** What the binary writes (output and errors together) when run with {@code options}; empty if it cannot run. */
    public static Optional<String> output(Path binary, String... options) {
        List<String> line = new ArrayList<>(List.of(binary.toString()));
        line.addAll(List.of(options));
        try {
            Process process = new ProcessBuilder(line).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            process.waitFor();
            return Optional.of(output);
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}

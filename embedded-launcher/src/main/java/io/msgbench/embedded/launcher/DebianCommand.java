package io.msgbench.embedded.launcher;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A broker's command from one of Debian's packages, found on this machine: on the PATH, else in the folder Debian
 * installs it to (often /usr/sbin, outside an ordinary user's PATH). Missing, it is one line saying how to
 * install it ({@code bin/install-broker NAME}).
 */
public final class DebianCommand {
    private DebianCommand() {}

    /** @throws IllegalStateException in one line, saying how to install it, when it is not installed */
    public static Path find(String command, String debianFolder, String installName) {
        return find(command, System.getenv("PATH"), debianFolder, installName);
    }

    /** The first {@code command} on {@code path}, else in {@code debianFolder}. */
    public static Path find(String command, String path, String debianFolder, String installName) {
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
}

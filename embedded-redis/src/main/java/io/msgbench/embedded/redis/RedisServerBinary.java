package io.msgbench.embedded.redis;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Debian's {@code redis-server} command (package redis-server, installed in /usr/bin), found on this machine. */
final class RedisServerBinary {
    static final String COMMAND = "redis-server";
    static final String DEBIAN_FOLDER = "/usr/bin";
    static final String INSTALL_HINT = "install it with: bin/install-broker redis";

    private RedisServerBinary() {
    }

    /** @throws IllegalStateException in one line, saying how to install it, when it is not installed */
    static Path find() {
        return find(System.getenv("PATH"), DEBIAN_FOLDER);
    }

    /** The first {@value #COMMAND} on {@code path}, else in {@code debianFolder}. */
    static Path find(String path, String debianFolder) {
        List<String> folders = new ArrayList<>(List.of(String.valueOf(path).split(File.pathSeparator)));
        folders.add(debianFolder);
        return folders.stream().filter(folder -> !folder.isBlank()).map(folder -> Path.of(folder, COMMAND))
                .filter(Files::isExecutable).findFirst()
                .orElseThrow(() -> new IllegalStateException(COMMAND + " is not installed (not on the PATH nor in "
                        + debianFolder + "); " + INSTALL_HINT));
    }
}

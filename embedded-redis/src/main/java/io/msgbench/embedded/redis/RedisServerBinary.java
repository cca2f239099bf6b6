package io.msgbench.embedded.redis;

import io.msgbench.embedded.launcher.DebianCommand;
import java.nio.file.Path;

/** Debian's {@code redis-server} command (package redis-server, installed in /usr/bin), found on this machine. */
final class RedisServerBinary {
    static final String COMMAND = "redis-server";
    static final String DEBIAN_FOLDER = "/usr/bin";

    private RedisServerBinary() {}

    /** @throws IllegalStateException in one line, saying how to install it, when it is not installed */
    static Path find() {
        return find(System.getenv("PATH"), DEBIAN_FOLDER);
    }

    /** The first {@value #COMMAND} on {@code path}, else in {@code debianFolder}. */
    static Path find(String path, String debianFolder) {
        return DebianCommand.find(COMMAND, path, debianFolder, "redis");
    }
}

package io.msgbench.embedded.nats;

import io.msgbench.embedded.launcher.DebianCommand;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/** Debian's {@code nats-server} command (package nats-server, installed in /usr/sbin), found on this machine. */
final class NatsServerBinary {
    static final String COMMAND = "nats-server";
    /** Debian installs it there, outside an ordinary user's PATH. */
    static final String DEBIAN_FOLDER = "/usr/sbin";

    private NatsServerBinary() {}

    /** @throws IllegalStateException in one line, saying how to install it, when it is not installed */
    static Path find() {
        return find(System.getenv("PATH"), DEBIAN_FOLDER);
    }

    /** The first {@value #COMMAND} on {@code path}, else in {@code debianFolder}. */
    static Path find(String path, String debianFolder) {
        return DebianCommand.find(COMMAND, path, debianFolder, "nats");
    }

    /** "2.9.10", from {@code nats-server --version} ("nats-server: v2.9.10"). */
    static Optional<String> version(Path binary) {
        try {
            Process process = new ProcessBuilder(binary.toString(), "--version")
                    .redirectErrorStream(true)
                    .start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            process.waitFor();
            int v = output.lastIndexOf('v');
            return v < 0 ? Optional.empty() : Optional.of(output.substring(v + 1));
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}

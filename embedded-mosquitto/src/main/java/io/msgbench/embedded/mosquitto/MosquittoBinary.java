package io.msgbench.embedded.mosquitto;

import io.msgbench.embedded.launcher.DebianCommand;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Debian's {@code mosquitto} command (package mosquitto, installed in /usr/sbin), found on this machine. */
final class MosquittoBinary {
    static final String COMMAND = "mosquitto";
    /** Debian installs it there, outside an ordinary user's PATH. */
    static final String DEBIAN_FOLDER = "/usr/sbin";

    private static final Pattern VERSION = Pattern.compile("mosquitto version (\\S+)");

    private MosquittoBinary() {}

    /** @throws IllegalStateException in one line, saying how to install it, when it is not installed */
    static Path find() {
        return find(System.getenv("PATH"), DEBIAN_FOLDER);
    }

    /** The first {@value #COMMAND} on {@code path}, else in {@code debianFolder}. */
    static Path find(String path, String debianFolder) {
        return DebianCommand.find(COMMAND, path, debianFolder, "mosquitto");
    }

    /** "2.0.11", from the first line of {@code mosquitto -h} ("mosquitto version 2.0.11"). */
    static Optional<String> version(Path binary) {
        try {
            Process process = new ProcessBuilder(binary.toString(), "-h")
                    .redirectErrorStream(true)
                    .start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            process.waitFor();
            return parseVersion(output);
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    static Optional<String> parseVersion(String helpOutput) {
        Matcher matcher = VERSION.matcher(helpOutput);
        return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    }
}

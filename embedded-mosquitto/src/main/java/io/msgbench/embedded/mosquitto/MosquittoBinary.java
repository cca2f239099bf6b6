package io.msgbench.embedded.mosquitto;

import io.msgbench.embedded.launcher.DebianCommand;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Debian's {@code mosquitto} command (package mosquitto), and its version. */
final class MosquittoBinary {
    /** Debian installs it in /usr/sbin, outside an ordinary user's PATH. */
    static final DebianCommand COMMAND = new DebianCommand("mosquitto", "/usr/sbin", "mosquitto");

    private static final Pattern VERSION = Pattern.compile("mosquitto version (\\S+)");

    private MosquittoBinary() {}

    /** "2.0.11", from the first line of {@code mosquitto -h} ("mosquitto version 2.0.11"). */
    static Optional<String> version(Path binary) {
        return DebianCommand.output(binary, "-h").flatMap(MosquittoBinary::parseVersion);
    }

    static Optional<String> parseVersion(String helpOutput) {
        Matcher matcher = VERSION.matcher(helpOutput);
        return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    }
}

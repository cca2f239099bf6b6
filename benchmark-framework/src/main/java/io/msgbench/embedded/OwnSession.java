package io.msgbench.embedded;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Starts a child process in a session of its own through util-linux's {@code setsid}, where it exists: a
 * terminal's Ctrl-C goes to its whole foreground process group, and a broker in that group would die while
 * the coordinator still needs it to tear the run down. The parent stops the broker itself, last; its stdin
 * pipe still ends when the parent dies. {@code setsid} forks only when its caller leads a process group, which
 * a child started by the JVM does not, so the child keeps the pid the JVM knows.
 */
final class OwnSession {
    private static final Optional<String> SETSID = find();

    private OwnSession() {}

    /** {@code setsid} to put before a command, or nothing where it is missing (the child then shares the group). */
    static List<String> prefix() {
        return SETSID.map(List::of).orElse(List.of());
    }

    private static Optional<String> find() {
        String path = Optional.ofNullable(System.getenv("PATH")).orElse("") + File.pathSeparator + "/usr/bin:/bin";
        return Stream.of(path.split(File.pathSeparator))
                .filter(dir -> !dir.isBlank())
                .map(dir -> Path.of(dir, "setsid"))
                .filter(Files::isExecutable)
                .map(Path::toString)
                .findFirst();
    }
}

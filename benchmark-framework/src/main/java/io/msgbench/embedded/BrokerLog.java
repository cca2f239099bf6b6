package io.msgbench.embedded;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/** What an embedded broker's log ({@code broker.log} in its work folder) says when the broker did not start. */
final class BrokerLog {
    private static final String LAUNCHER_FAILURE_PREFIX = "msgbench embedded ";
    private static final String LAUNCHER_FAILURE = " failed to start: ";

    private BrokerLog() {}

    /**
     * The one line the launcher writes when the broker could not start ("msgbench embedded NATS failed to
     * start: ..."), e.g. a native broker that is not installed; empty when the log has none.
     */
    static Optional<String> startFailure(Path workDir) {
        try (Stream<String> lines = Files.lines(workDir.resolve(BrokerModule.LOG_FILE))) {
            return lines.filter(line -> line.startsWith(LAUNCHER_FAILURE_PREFIX) && line.contains(LAUNCHER_FAILURE))
                    .reduce((first, second) -> second)
                    .map(line -> line.substring(line.indexOf(LAUNCHER_FAILURE) + LAUNCHER_FAILURE.length()));
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
    }

    /** The log's last 30 lines, for a start that failed without the launcher's one line. */
    static String tail(Path workDir) {
        try {
            var lines = Files.readAllLines(workDir.resolve(BrokerModule.LOG_FILE));
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }
}

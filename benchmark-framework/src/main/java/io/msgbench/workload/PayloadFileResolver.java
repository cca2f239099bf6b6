package io.msgbench.workload;

import io.msgbench.config.Problems;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Finds a workload's payload file, as OMB users expect: a relative path is tried against the current directory
 * first, then against the workload file's directory, then against the msgbench folder ({@code msgbench.home}, set
 * by bin/benchmark), where OMB-style paths such as {@code payload/payload-1Kb.data} live. The file's size must
 * equal messageSize.
 */
final class PayloadFileResolver {
    private static final String FIELD = "payloadFile";

    private final Path workloadFile;
    private final Path workingDirectory;
    private final Problems problems;

    PayloadFileResolver(Path workloadFile, Path workingDirectory, Problems problems) {
        this.workloadFile = workloadFile;
        this.workingDirectory = workingDirectory;
        this.problems = problems;
    }

    /** The existing file as an absolute path, or empty with a problem recorded. */
    Optional<Path> resolve(String text, Integer line, Optional<Integer> messageSize) {
        Set<Path> candidates;
        try {
            candidates = candidates(Path.of(text));
        } catch (InvalidPathException e) {
            problems.add(line, FIELD, "not a valid path: '" + text + "'");
            return Optional.empty();
        }
        Optional<Path> found = candidates.stream().filter(Files::isRegularFile).findFirst();
        if (found.isEmpty()) {
            problems.add(
                    line,
                    FIELD,
                    "no such file; tried "
                            + candidates.stream().map(Path::toString).collect(Collectors.joining(" and ")));
            return Optional.empty();
        }
        messageSize.ifPresent(size -> checkSize(found.get(), text, line, size));
        return found;
    }

    private Set<Path> candidates(Path path) {
        Set<Path> candidates = new LinkedHashSet<>();
        if (path.isAbsolute()) {
            candidates.add(path.normalize());
            return candidates;
        }
        candidates.add(workingDirectory.toAbsolutePath().resolve(path).normalize());
        Path workloadDirectory = workloadFile.toAbsolutePath().getParent();
        if (workloadDirectory != null) {
            candidates.add(workloadDirectory.resolve(path).normalize());
        }
        String home = System.getProperty("msgbench.home");
        if (home != null && !home.isBlank()) {
            candidates.add(Path.of(home).toAbsolutePath().resolve(path).normalize());
        }
        return candidates;
    }

    private void checkSize(Path payload, String text, Integer line, int messageSize) {
        try {
            long size = Files.size(payload);
            if (size != messageSize) {
                problems.add(line, FIELD, text + " has " + size + " bytes but messageSize is " + messageSize);
            }
        } catch (IOException e) {
            problems.add(line, FIELD, "cannot read " + payload + ": " + e.getMessage());
        }
    }
}

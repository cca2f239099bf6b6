package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.coordinator.SplitMode;
import io.msgbench.remote.ClusterSpec;
import io.msgbench.remote.TokenFile;
import io.msgbench.remote.WorkersFile;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The distributed-run options of {@code bin/benchmark}: {@code --workers URL,...} or {@code --workers-file F},
 * {@code --token-file F} and {@code --mode}. None given: a local run.
 */
record WorkerTargets(List<String> workers, Path workersFile, Path tokenFile, String mode) {
    static final WorkerTargets LOCAL = new WorkerTargets(List.of(), null, null, null);

    /** The cluster to run on, or empty for a local run; a wrong option is a {@link ConfigException}. */
    Optional<ClusterSpec> resolve() {
        if (!workers.isEmpty() && workersFile != null) {
            throw ConfigException.of("--workers", null, null, "give --workers or --workers-file, not both");
        }
        if (workers.isEmpty() && workersFile == null) {
            if (tokenFile != null || mode != null) {
                throw ConfigException.of(tokenFile != null ? "--token-file" : "--mode", null, null,
                        "only for distributed runs; give --workers or --workers-file");
            }
            return Optional.empty();
        }
        List<URI> urls = new ArrayList<>();
        Optional<SplitMode> fileMode;
        if (workersFile != null) {
            WorkersFile.Workers file = WorkersFile.load(workersFile);
            urls.addAll(file.urls());
            fileMode = file.mode();
        } else {
            fileMode = Optional.empty();
            for (String text : workers) {
                urls.add(WorkersFile.parseUrl(text).orElseThrow(() ->
                        ConfigException.of("--workers", null, null, WorkersFile.urlProblem(text))));
            }
        }
        if (urls.size() != urls.stream().distinct().count()) {
            throw ConfigException.of(workersFile != null ? workersFile.toString() : "--workers", null, "workers",
                    "a worker is listed twice");
        }
        SplitMode split = chosenMode().or(() -> fileMode).orElse(SplitMode.SPLIT);
        return Optional.of(new ClusterSpec(urls, TokenFile.read(tokenFile), split));
    }

    private Optional<SplitMode> chosenMode() {
        if (mode == null) {
            return Optional.empty();
        }
        return Optional.of(WorkersFile.parseMode(mode).orElseThrow(() ->
                ConfigException.of("--mode", null, null, "expected split or swarm, got '" + mode + "'")));
    }
}

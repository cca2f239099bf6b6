package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.coordinator.SplitMode;
import io.msgbench.remote.ClusterSpec;
import io.msgbench.remote.TokenFile;
import io.msgbench.remote.WorkersFile;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The distributed-run options of {@code bin/benchmark}: {@code --workers URL,...} or {@code --workers-file F},
 * {@code --token-file F} and {@code --mode}. None given: a local run.
 */
record WorkerTargets(List<String> workers, Path workersFile, Path tokenFile, String mode, boolean extraConsumers) {
    static final WorkerTargets LOCAL = new WorkerTargets(List.of(), null, null, null);
    /** The file OMB reads when no workers are named. */
    static final String OMB_WORKERS_FILE = "workers.yaml";

    /**
     * The options with OMB's habits: {@code -x} is mode extra-consumers, and with no workers named, the folder's
     * {@code workers.yaml} names them when there is one (said on {@code notes}, as OMB logs it).
     */
    static WorkerTargets fromOptions(
            List<String> workers,
            Path workersFile,
            Path tokenFile,
            String mode,
            boolean extraConsumers,
            Path folder,
            PrintStream notes) {
        Path ombFile = folder.resolve(OMB_WORKERS_FILE);
        if (workers.isEmpty() && workersFile == null && Files.isRegularFile(ombFile)) {
            notes.println("Workers from " + OMB_WORKERS_FILE + " in the current folder (OMB's default, read when no"
                    + " workers are named)");
            return new WorkerTargets(workers, ombFile, tokenFile, mode, extraConsumers);
        }
        return new WorkerTargets(workers, workersFile, tokenFile, mode, extraConsumers);
    }

    WorkerTargets(List<String> workers, Path workersFile, Path tokenFile, String mode) {
        this(workers, workersFile, tokenFile, mode, false);
    }

    /** The cluster to run on, or empty for a local run; a wrong option is a {@link ConfigException}. */
    Optional<ClusterSpec> resolve() {
        if (!workers.isEmpty() && workersFile != null) {
            throw ConfigException.of("--workers", null, null, "give --workers or --workers-file, not both");
        }
        if (workers.isEmpty() && workersFile == null) {
            if (tokenFile != null || mode != null || extraConsumers) {
                String option = tokenFile != null ? "--token-file" : mode != null ? "--mode" : "-x/--extra";
                throw ConfigException.of(
                        option, null, null, "only for distributed runs; give --workers or --workers-file");
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
                urls.add(WorkersFile.parseUrl(text)
                        .orElseThrow(() -> ConfigException.of("--workers", null, null, WorkersFile.urlProblem(text))));
            }
        }
        if (urls.size() != urls.stream().distinct().count()) {
            throw ConfigException.of(
                    workersFile != null ? workersFile.toString() : "--workers",
                    null,
                    "workers",
                    "a worker is listed twice");
        }
        SplitMode split = chosenMode().or(() -> fileMode).orElse(SplitMode.SPLIT);
        return Optional.of(new ClusterSpec(urls, TokenFile.read(tokenFile), split));
    }

    private Optional<SplitMode> chosenMode() {
        if (extraConsumers) {
            if (mode != null && parsedMode() != SplitMode.EXTRA_CONSUMERS) {
                throw ConfigException.of(
                        "-x/--extra",
                        null,
                        null,
                        "means --mode extra-consumers; it cannot be" + " combined with --mode " + mode);
            }
            return Optional.of(SplitMode.EXTRA_CONSUMERS);
        }
        return mode == null ? Optional.empty() : Optional.of(parsedMode());
    }

    private SplitMode parsedMode() {
        return WorkersFile.parseMode(mode)
                .orElseThrow(() -> ConfigException.of(
                        "--mode", null, null, "expected " + SplitMode.choices() + ", got '" + mode + "'"));
    }
}

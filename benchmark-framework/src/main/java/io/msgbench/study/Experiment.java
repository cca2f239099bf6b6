package io.msgbench.study;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One test of a study: a workload on a driver, at local scale on an embedded broker or at the study's scale on a
 * cluster, and the figures the study published for it.
 *
 * @param id            the study's own test number or name, also the folder its result is kept in
 * @param label         what the test is, in the study's words ("Pulsar, fsync, 1 partition")
 * @param localDriver   the driver file of an embedded broker, for a run on this machine
 * @param clusterDriver the driver file for a cluster at the study's scale, when the study names one
 * @param published     figure name (as {@code compare} names it) → the study's value
 * @param shown         figures shown for this test although the study published no value for them (it drew them)
 * @param localSettings workload fields this test alone sets at local scale ({@code key=value}), after the study's
 *                      (a catch-up's backlog, say, which the study's scale would take hours to build here)
 */
public record Experiment(
        String id,
        String label,
        Path workload,
        Path localDriver,
        Optional<Path> clusterDriver,
        Map<String, Double> published,
        List<String> shown,
        List<String> localSettings) {
    public Experiment {
        shown = List.copyOf(shown);
        localSettings = List.copyOf(localSettings);
    }

    public Path driver(boolean cluster) {
        return cluster ? clusterDriver.orElse(localDriver) : localDriver;
    }

    /**
     * The {@code --set} values this test runs with: at local scale the study's, then its own; at the study's scale
     * none; the user's last, so they win.
     */
    public List<String> settings(Study study, boolean cluster, List<String> users) {
        List<String> settings = new ArrayList<>();
        if (!cluster) {
            settings.addAll(study.overrides());
            settings.addAll(localSettings);
        }
        settings.addAll(users);
        return settings;
    }
}

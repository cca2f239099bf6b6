package io.msgbench.study;

import java.nio.file.Path;
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
 */
public record Experiment(String id, String label, Path workload, Path localDriver, Optional<Path> clusterDriver,
                         Map<String, Double> published) {

    public Path driver(boolean cluster) {
        return cluster ? clusterDriver.orElse(localDriver) : localDriver;
    }
}

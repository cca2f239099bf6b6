package io.msgbench.study;

import java.util.List;

/**
 * A published study as data: its experiments, the figures it published, where they come from, and how this
 * machine runs it at local scale.
 *
 * @param localScale what the local-scale runs change, in words (shown beside the published figures)
 * @param overrides  the workload fields a local-scale run sets ({@code --set key=value})
 * @param setup      what the study ran on, in words: versions, hosts, replication
 */
public record Study(
        String name,
        String title,
        String source,
        String setup,
        String localScale,
        List<String> overrides,
        List<Experiment> experiments) {}

package io.msgbench.result;

import io.msgbench.measure.Metric;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Everything one run measured, as data: the table printer, the JSON writer and later the reports all
 * read this record. {@code aggregate} sums the measure phase's interval histograms (histograms are
 * added, never percentiles averaged).
 */
public record RunResult(String runId, RunStatus status, String failure, String workloadName, String driverName,
                        Map<String, Object> workloadConfig, Map<String, Object> driverConfig,
                        Map<String, String> driverSettings, RunShape shape, Environment environment,
                        Instant start, Instant end, List<PhaseRecord> phases, List<IntervalResult> intervals,
                        Map<Metric, Histogram> aggregate, DeliveryCounts counts, List<String> warnings,
                        Distribution distribution) {

    public static final String MEASURE_PHASE = "measure";

    /** A local run's result: one worker, no distribution. */
    public RunResult(String runId, RunStatus status, String failure, String workloadName, String driverName,
                     Map<String, Object> workloadConfig, Map<String, Object> driverConfig,
                     Map<String, String> driverSettings, RunShape shape, Environment environment,
                     Instant start, Instant end, List<PhaseRecord> phases, List<IntervalResult> intervals,
                     Map<Metric, Histogram> aggregate, DeliveryCounts counts, List<String> warnings) {
        this(runId, status, failure, workloadName, driverName, workloadConfig, driverConfig, driverSettings, shape,
                environment, start, end, phases, intervals, aggregate, counts, warnings, null);
    }

    public List<IntervalResult> measureIntervals() {
        return intervals.stream().filter(i -> MEASURE_PHASE.equals(i.phase())).toList();
    }

    public LatencyStats stats(Metric metric) {
        return LatencyStats.of(aggregate.get(metric));
    }

    /** A copy whose environment also names {@code extra} (the embedded broker, for one). */
    public RunResult withEnvironment(Map<String, String> extra) {
        Map<String, String> values = new java.util.LinkedHashMap<>(environment.values());
        values.putAll(extra);
        return new RunResult(runId, status, failure, workloadName, driverName, workloadConfig, driverConfig,
                driverSettings, shape, new Environment(Map.copyOf(values)), start, end, phases, intervals, aggregate,
                counts, warnings, distribution);
    }

    /** A copy that records how the run was distributed, with {@code extraWarnings} added. */
    public RunResult withDistribution(Distribution how, List<String> extraWarnings) {
        List<String> allWarnings = new java.util.ArrayList<>(warnings);
        allWarnings.addAll(extraWarnings);
        return new RunResult(runId, status, failure, workloadName, driverName, workloadConfig, driverConfig,
                driverSettings, shape, environment, start, end, phases, intervals, aggregate, counts,
                List.copyOf(allWarnings), how);
    }

    public boolean complete() {
        return status == RunStatus.COMPLETE;
    }
}

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
                        List<FaultReport> faults) {

    public static final String MEASURE_PHASE = "measure";

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
                counts, warnings, faults);
    }

    public boolean complete() {
        return status == RunStatus.COMPLETE;
    }
}

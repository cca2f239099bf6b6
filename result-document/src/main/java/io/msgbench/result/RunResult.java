package io.msgbench.result;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Everything one run measured, as data: the table printer, the JSON writer and later the reports all
 * read this record. {@code aggregate} sums the measure phase's interval histograms (histograms are
 * added, never percentiles averaged).
 *
 * @param findings     what the run found beyond latencies and counts (backlog, client figures, faults)
 * @param distribution how the run was spread over worker JVMs; null for a local (in-process) run
 */
public record RunResult(
        String runId,
        RunStatus status,
        String failure,
        String workloadName,
        String driverName,
        Map<String, Object> workloadConfig,
        Map<String, Object> driverConfig,
        Map<String, String> driverSettings,
        RunShape shape,
        Environment environment,
        Instant start,
        Instant end,
        List<PhaseRecord> phases,
        List<IntervalResult> intervals,
        Map<Metric, Histogram> aggregate,
        DeliveryCounts counts,
        List<String> warnings,
        RunFindings findings,
        Distribution distribution) {

    public static final String MEASURE_PHASE = "measure";

    /** Rates over the measure phase: records/s and MB/s published and consumed. */
    public PhaseFigures throughput() {
        return PhaseFigures.of(MEASURE_PHASE, intervals);
    }

    public List<IntervalResult> measureIntervals() {
        return intervals.stream().filter(i -> MEASURE_PHASE.equals(i.phase())).toList();
    }

    public LatencyStats stats(Metric metric) {
        return LatencyStats.of(aggregate.get(metric));
    }

    /** The faults the workload staged and what each cost (empty when it staged none). */
    public List<FaultReport> faults() {
        return findings.faults();
    }

    /** True when this was read from an OMB result file: latencies from the send call, counts estimated. */
    public boolean fromOmb() {
        return OmbResult.FORMAT.equals(environment.values().get(OmbResult.FORMAT_KEY));
    }

    public boolean complete() {
        return status == RunStatus.COMPLETE;
    }
}

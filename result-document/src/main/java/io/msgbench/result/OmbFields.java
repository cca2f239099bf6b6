package io.msgbench.result;

import java.util.List;

/**
 * OMB's own fields at the top of a result file (the fields of its {@code TestResult}), declared once: msgbench
 * writes them so that OMB's tools read its files, and reads them from OMB's files. The latency fields beside them
 * are named from each metric by {@link OmbLatencyFields}; msgbench's own fields sit under {@link MsgbenchSection}.
 * Rates are messages per second, one value a measure interval; {@code backlog} is messages at each interval's end.
 */
public record OmbFields(
        String workload,
        String driver,
        int messageSize,
        int topics,
        int partitions,
        int producersPerTopic,
        int consumersPerTopic,
        List<Double> publishRate,
        List<Double> publishErrorRate,
        List<Double> consumeRate,
        List<Long> backlog) {

    static OmbFields of(RunResult result) {
        RunShape shape = result.shape();
        List<IntervalResult> series = result.measureIntervals();
        return new OmbFields(
                result.workloadName(),
                result.driverName(),
                shape.messageSize(),
                shape.topics(),
                shape.partitionsPerTopic(),
                shape.producersPerTopic(),
                shape.consumersPerTopic(),
                series.stream().map(IntervalResult::publishRate).toList(),
                series.stream().map(IntervalResult::publishErrorRate).toList(),
                series.stream().map(IntervalResult::consumeRate).toList(),
                series.stream().map(IntervalResult::backlog).toList());
    }

    /** The number of measure intervals OMB's series hold. */
    int intervals() {
        return publishRate == null ? 0 : publishRate.size();
    }

    /** The series' value at the interval, 0 where the series is missing or short (an older OMB file). */
    static double at(List<? extends Number> series, int interval) {
        return series == null || interval >= series.size() || series.get(interval) == null
                ? 0
                : series.get(interval).doubleValue();
    }
}

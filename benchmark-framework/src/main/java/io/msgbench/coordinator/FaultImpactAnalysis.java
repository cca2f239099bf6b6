package io.msgbench.coordinator;

import io.msgbench.result.FaultEvent;
import io.msgbench.result.FaultImpact;
import io.msgbench.result.FaultReport;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import org.HdrHistogram.Histogram;

/**
 * Reads each fault's cost off the measure intervals. An interval counts as healthy when it had no send
 * errors, acknowledged at least 90 % of the expected rate (the target rate, or the mean rate before the
 * first fault when unthrottled) and kept its publish p99 within 3× the p99 before the first fault (at
 * least 1 ms). Publishing has recovered at the start of the first healthy interval that began once the fault's
 * action had ended (a stop ends when the broker's process has exited; it serves while it shuts down), counted from
 * the action's start.
 */
final class FaultImpactAnalysis {
    static final double RATE_SHARE = 0.9;
    static final double P99_FACTOR = 3.0;
    static final double P99_FLOOR_MILLIS = 1.0;

    private final List<IntervalResult> intervals;
    private final OptionalDouble expectedRate;
    private final OptionalDouble p99LimitMillis;

    private FaultImpactAnalysis(
            List<IntervalResult> intervals, OptionalDouble expectedRate, OptionalDouble p99LimitMillis) {
        this.intervals = intervals;
        this.expectedRate = expectedRate;
        this.p99LimitMillis = p99LimitMillis;
    }

    static List<FaultReport> analyze(List<FaultEvent> events, List<IntervalResult> allIntervals, double targetRate) {
        List<IntervalResult> measure = allIntervals.stream()
                .filter(i -> RunResult.MEASURE_PHASE.equals(i.phase()))
                .toList();
        Instant firstFault = events.stream()
                .filter(FaultEvent::happened)
                .map(FaultEvent::started)
                .min(Instant::compareTo)
                .orElse(Instant.MAX);
        List<IntervalResult> before =
                measure.stream().filter(i -> !i.end().isAfter(firstFault)).toList();
        OptionalDouble expected = targetRate > 0 ? OptionalDouble.of(targetRate) : meanRate(before);
        FaultImpactAnalysis analysis = new FaultImpactAnalysis(measure, expected, p99Limit(before));
        return events.stream()
                .map(e -> new FaultReport(e, e.happened() ? Optional.of(analysis.impactOf(e)) : Optional.empty()))
                .toList();
    }

    private FaultImpact impactOf(FaultEvent event) {
        List<IntervalResult> window =
                intervals.stream().filter(i -> i.end().isAfter(event.started())).toList();
        boolean disrupted = false;
        long errors = 0;
        long worstPublish = 0;
        long worstEndToEnd = 0;
        for (IntervalResult interval : window) {
            errors += interval.counts().failed();
            worstPublish = Math.max(worstPublish, max(interval, Metric.PUBLISH_LATENCY));
            worstEndToEnd = Math.max(worstEndToEnd, max(interval, Metric.END_TO_END_LATENCY));
            boolean healthy = healthy(interval);
            // a healthy interval before the action ended is the action still under way (a stopping broker serves)
            if (healthy && !interval.start().isBefore(event.ended())) {
                Duration within = disrupted ? Duration.between(event.started(), interval.start()) : Duration.ZERO;
                return impact(disrupted, Optional.of(within), errors, worstPublish, worstEndToEnd);
            }
            disrupted |= !healthy;
        }
        return impact(true, Optional.empty(), errors, worstPublish, worstEndToEnd);
    }

    private boolean healthy(IntervalResult interval) {
        if (interval.counts().failed() > 0) {
            return false;
        }
        if (expectedRate.isPresent() && interval.publishRate() < RATE_SHARE * expectedRate.getAsDouble()) {
            return false;
        }
        Histogram publish = interval.histograms().get(Metric.PUBLISH_LATENCY);
        return p99LimitMillis.isEmpty()
                || publish.getTotalCount() == 0
                || publish.getValueAtPercentile(99) / 1000.0 <= p99LimitMillis.getAsDouble();
    }

    private FaultImpact impact(
            boolean disrupted,
            Optional<Duration> within,
            long errors,
            long worstPublishMicros,
            long worstEndToEndMicros) {
        return new FaultImpact(
                disrupted, within, errors, worstPublishMicros / 1000.0, worstEndToEndMicros / 1000.0, rule());
    }

    private String rule() {
        StringBuilder rule = new StringBuilder("no send errors");
        expectedRate.ifPresent(rate -> rule.append(String.format(
                Locale.ROOT,
                ", publish rate >= %.0f msg/s (%.0f %% of %.0f)",
                RATE_SHARE * rate,
                RATE_SHARE * 100,
                rate)));
        p99LimitMillis.ifPresent(limit -> rule.append(String.format(
                Locale.ROOT, ", publish p99 <= %.3f ms (%.0fx the p99 before the first fault)", limit, P99_FACTOR)));
        return rule.toString();
    }

    private static long max(IntervalResult interval, Metric metric) {
        Histogram histogram = interval.histograms().get(metric);
        return histogram.getTotalCount() == 0 ? 0 : histogram.getMaxValue();
    }

    private static OptionalDouble meanRate(List<IntervalResult> intervals) {
        double seconds = intervals.stream().mapToDouble(IntervalResult::seconds).sum();
        long acked = intervals.stream().mapToLong(i -> i.counts().acked()).sum();
        return seconds > 0 && acked > 0 ? OptionalDouble.of(acked / seconds) : OptionalDouble.empty();
    }

    private static OptionalDouble p99Limit(List<IntervalResult> intervals) {
        Histogram sum = new Histogram(3);
        intervals.forEach(i -> sum.add(i.histograms().get(Metric.PUBLISH_LATENCY)));
        if (sum.getTotalCount() == 0) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(Math.max(P99_FLOOR_MILLIS, P99_FACTOR * sum.getValueAtPercentile(99) / 1000.0));
    }
}

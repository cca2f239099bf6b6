package io.msgbench.coordinator;

import io.msgbench.driver.DriverSpec;
import io.msgbench.result.BrokerFigures;
import io.msgbench.result.DeliveryCounts;
import io.msgbench.result.DeliveryReport;
import io.msgbench.result.Environment;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.LatencyStats;
import io.msgbench.result.Metric;
import io.msgbench.result.PhaseRecord;
import io.msgbench.result.RunFindings;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunShape;
import io.msgbench.result.RunStatus;
import io.msgbench.result.SecretRedaction;
import io.msgbench.worker.WorkerSnapshot;
import io.msgbench.workload.Workload;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;

/** Builds the {@link RunResult} of a run from what its phases recorded. */
final class ResultAssembler {
    private final Workload workload;
    private final DriverSpec driverSpec;
    private final Map<String, String> driverSettings;
    private final String runId;
    private final int topics;
    private final int partitionsPerTopic;
    private final ResultContext context;
    private final HeaderWire wire;

    ResultAssembler(
            Workload workload,
            DriverSpec driverSpec,
            Map<String, String> driverSettings,
            String runId,
            int topics,
            int partitionsPerTopic,
            ResultContext context,
            HeaderWire wire) {
        this.wire = wire;
        this.workload = workload;
        this.driverSpec = driverSpec;
        this.driverSettings = driverSettings;
        this.runId = runId;
        this.topics = topics;
        this.partitionsPerTopic = partitionsPerTopic;
        this.context = context;
    }

    RunResult assemble(
            Instant start,
            String failure,
            List<PhaseRecord> phases,
            IntervalSampler sampler,
            DeliveryReport delivery,
            List<String> warnings,
            RunFindings findings) {
        List<IntervalResult> intervals = sampler.intervals();
        WorkerSnapshot latest = sampler.latest();
        DeliveryCounts counts = DeliveryCounts.of(
                sampler.totals(),
                delivery,
                latest == null ? 0 : latest.nonPositiveEndToEnd(),
                latest == null ? null : latest.lowestEndToEndMicros());
        RunStatus status = failure == null ? RunStatus.COMPLETE : RunStatus.INCOMPLETE;
        Map<Metric, Histogram> aggregate = aggregate(intervals);
        LatencyStats endToEnd = LatencyStats.of(aggregate.get(Metric.END_TO_END_LATENCY));
        List<String> allWarnings = new ArrayList<>(warnings);
        // findings about the whole run: they go with the result, printed once after the tables, not live
        findings.clientBreakdown()
                .producerBufferDominance(endToEnd, LatencyStats.of(aggregate.get(Metric.PUBLISH_LATENCY)))
                .ifPresent(allWarnings::add);
        brokersLeftOut(intervals).ifPresent(allWarnings::add);
        ResultContext.Described distribution = context.distribution().describe(endToEnd);
        if (distribution != null) {
            allWarnings.addAll(distribution.warnings());
        }
        return new RunResult(
                runId,
                status,
                failure,
                workload.name(),
                driverSpec.name(),
                workload.asMap(),
                SecretRedaction.redact(driverSpec.values()),
                SecretRedaction.redactText(driverSettings),
                shape(),
                Environment.capture(context.environment()),
                start,
                Instant.now(),
                phases,
                intervals,
                aggregate,
                counts,
                List.copyOf(allWarnings),
                findings,
                distribution == null ? null : distribution.distribution());
    }

    /** Measure intervals whose broker figures leave out a broker whose endpoint did not answer, in one line. */
    static Optional<String> brokersLeftOut(List<IntervalResult> intervals) {
        List<BrokerFigures> partial = intervals.stream()
                .filter(i -> i.phase().equals(RunResult.MEASURE_PHASE))
                .map(IntervalResult::broker)
                .filter(b -> b != null && !b.whole())
                .toList();
        if (partial.isEmpty()) {
            return Optional.empty();
        }
        int most =
                partial.stream().mapToInt(BrokerFigures::brokersLeftOut).max().orElseThrow();
        return Optional.of("brokerMetrics: " + partial.size() + " measure interval(s) lack the figures of up to " + most
                + " broker(s) whose endpoint did not answer: their broker CPU and GC sums leave those out (the report"
                + " draws no point for them)");
    }

    private RunShape shape() {
        return new RunShape(
                topics,
                partitionsPerTopic,
                workload.producersPerTopic(),
                workload.subscriptionsPerTopic(),
                workload.subscriptionsPerTopic() * workload.consumerPerSubscription(),
                workload.messageSize(),
                wire.payloadBytes(),
                workload.producerRate(),
                workload.keyDistributor().name(),
                wire.word());
    }

    /** The measure phase's histograms added together, per metric. */
    static Map<Metric, Histogram> aggregate(List<IntervalResult> intervals) {
        Map<Metric, Histogram> aggregate = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            Histogram sum = new Histogram(3);
            for (IntervalResult interval : intervals) {
                if (RunResult.MEASURE_PHASE.equals(interval.phase())) {
                    sum.add(interval.histograms().get(metric));
                }
            }
            aggregate.put(metric, sum);
        }
        return aggregate;
    }
}

package io.msgbench.coordinator;

import io.msgbench.config.DurationText;
import io.msgbench.driver.DriverSpec;
import io.msgbench.fault.FaultInjector;
import io.msgbench.fault.FaultTargets;
import io.msgbench.measure.HostClock;
import io.msgbench.result.FaultEvent;
import io.msgbench.result.RunFindings;
import io.msgbench.result.RunResult;
import io.msgbench.worker.Command;
import io.msgbench.worker.DriverInfo;
import io.msgbench.worker.InFlightWindow;
import io.msgbench.worker.LoadSpec;
import io.msgbench.worker.Pacing;
import io.msgbench.worker.Worker;
import io.msgbench.workload.Workload;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;

/**
 * One run of one workload on one driver, as a sequence of named phases: initialize → create-topics →
 * create-clients → probe → warmup → [backlog → catch-up, see {@link BacklogPhase}] → measure → drain →
 * teardown. Every wait has a bound; a failed or
 * cancelled phase skips to drain and teardown, and the result keeps what was measured, marked
 * incomplete.
 * <pre>{@code
 * RunResult result = new BenchmarkRun(workload, driverSpec, worker, RunOptions.DEFAULTS, listener, control).execute();
 * }</pre>
 */
public final class BenchmarkRun {
    private static final Duration CANCELLED_DRAIN = Duration.ofSeconds(10);

    private final Workload workload;
    private final DriverSpec driverSpec;
    private final Worker worker;
    private final RunOptions options;
    private final RunListener listener;
    private final RunControl control;
    private final FaultTargets faultTargets;
    private final ResultContext context;
    private final PhaseLog phases;
    private final IntervalSampler sampler;
    private final List<String> warnings = new ArrayList<>();
    private final String runId = Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 32);
    private DriverInfo driverInfo = new DriverInfo("msgbench", Map.of());
    private HeaderWire wire;
    private RunPlan plan;
    private int partitionsPerTopic;
    private boolean loadStarted;
    private BacklogPhase backlog;
    private List<FaultEvent> faultEvents = List.of();
    private Map<String, String> topicFacts = Map.of();

    /**
     * @param faultTargets the embedded broker and worker JVMs that the workload's faults act on
     * @param context      what the result records about where the run happened (environment, distribution)
     */
    public BenchmarkRun(
            Workload workload,
            DriverSpec driverSpec,
            Worker worker,
            RunOptions options,
            RunListener listener,
            RunControl control,
            FaultTargets faultTargets,
            ResultContext context) {
        this.workload = workload;
        this.driverSpec = driverSpec;
        this.worker = worker;
        this.options = options;
        this.listener = listener;
        this.control = control;
        this.faultTargets = faultTargets;
        this.context = context;
        this.phases = new PhaseLog(listener);
        this.sampler = new IntervalSampler(worker, workload.subscriptionsPerTopic(), context.broker());
        this.partitionsPerTopic = workload.partitionsPerTopic();
        this.wire = HeaderWire.inPayload(workload);
    }

    public RunResult execute() {
        return execute(measured -> {});
    }

    /**
     * @param beforeTeardown gets the result as measured once the load has stopped, before the clients close
     *                       and the topics go: a teardown that hangs, or a process stopped during it, cannot lose it
     */
    public RunResult execute(Consumer<RunResult> beforeTeardown) {
        Instant start = Instant.now();
        warnAboutShape();
        String failure = null;
        try {
            phases.run("initialize", () -> {
                driverInfo = worker.execute(new Command.StartDriver(driverSpec));
                wire = HeaderWire.of(workload, driverInfo.carriesHeaderOutOfBand(), driverSpec.name());
                wire.paddingWarning(workload, driverSpec.name()).ifPresent(this::warn);
                wire.note(driverSpec.name(), driverInfo.outOfBandHeaderPlace()).ifPresent(listener::note);
            });
            plan = RunPlan.of(workload, driverInfo.topicNamePrefix(), runId);
            phases.run("create-topics", this::prepareTopics);
            sampler.watchPartitions(plan.topics());
            phases.run("create-clients", () -> {
                worker.execute(new Command.CreateConsumers(plan.consumers()));
                worker.execute(new Command.CreateProducers(plan.producers()));
            });
            phases.run(
                    "probe",
                    () -> PathProbe.await(
                            worker, plan.probePairs(), options.probeTimeout(), control, wire.outOfBand()));
            startLoad();
            LoadPhase load = new LoadPhase(sampler, control, listener, options.sampleInterval());
            phases.run("warmup", () -> runLoad(load, "warmup", workload.warmupDuration()));
            if (workload.hasBacklog()) {
                backlog = new BacklogPhase(
                        workload,
                        worker,
                        sampler,
                        control,
                        listener,
                        options.sampleInterval(),
                        options.drainTimeout(),
                        wire.payloadBytes());
                phases.run(BacklogPhase.BUILD, backlog::build);
                phases.run(BacklogPhase.CATCH_UP, backlog::catchUp);
            }
            phases.run(RunResult.MEASURE_PHASE, () -> measure(load));
        } catch (PhaseFailedException e) {
            failure = e.getMessage();
        }
        if (loadStarted) {
            drain(failure != null);
        }
        describeTopics(failure);
        beforeTeardown.accept(assemble(start, failure));
        teardown();
        return assemble(start, failure);
    }

    private RunResult assemble(Instant start, String failure) {
        RunFindings findings = new RunFindings(
                plan == null ? List.of() : plan.topics(),
                topicFacts,
                backlog == null ? null : backlog.report(),
                sampler.clientBreakdown(RunResult.MEASURE_PHASE),
                FaultImpactAnalysis.analyze(faultEvents, sampler.intervals(), workload.producerRate()));
        return new ResultAssembler(
                        workload,
                        driverSpec,
                        driverInfo.settings(),
                        runId,
                        shapeTopics(),
                        partitionsPerTopic,
                        context,
                        wire)
                .assemble(
                        start,
                        failure,
                        phases.records(),
                        sampler,
                        worker.execute(new Command.Delivery()).report(),
                        warnings,
                        findings);
    }

    /** The measure phase, with the workload's faults staged at their offsets into it. */
    private void measure(LoadPhase load) {
        FaultInjector faults = FaultInjector.start(workload.faults(), faultTargets, listener::faultEnded);
        try {
            runLoad(load, RunResult.MEASURE_PHASE, workload.testDuration());
        } finally {
            faults.close();
            faultEvents = faults.events();
        }
    }

    private void prepareTopics() {
        if (plan.createTopics()) {
            worker.execute(new Command.CreateTopics(plan.topics(), workload.partitionsPerTopic()));
            return;
        }
        for (String topic : plan.topics()) {
            Optional<Integer> partitions = Optional.ofNullable(worker.execute(new Command.PartitionCount(topic)));
            if (partitions.isEmpty() && workload.createMissingTopics()) {
                worker.execute(new Command.CreateTopics(List.of(topic), workload.partitionsPerTopic()));
                partitions = Optional.of(workload.partitionsPerTopic());
            }
            if (partitions.isEmpty()) {
                throw new IllegalStateException("topic '" + topic + "' named in topicNames does not exist");
            }
            partitionsPerTopic = partitions.get();
        }
    }

    private void startLoad() {
        sampler.restart();
        LoadSpec spec = new LoadSpec(
                workload.producerRate(),
                plan.producers().size(),
                HostClock.epochNanos(),
                workload.keyDistributor(),
                wire.payloads(workload),
                workload.zipfExponent(),
                Pacing.of(workload.spinWait(), workload.minWakeIntervalMicros()),
                wire.outOfBand());
        worker.execute(new Command.StartLoad(spec));
        loadStarted = true;
    }

    private void runLoad(LoadPhase load, String phase, Duration duration) {
        if (!duration.isZero() && !load.run(phase, duration)) {
            throw new IllegalStateException("cancelled: " + control.reason());
        }
    }

    private void drain(boolean failed) {
        Duration bound = failed || control.isCancelled() ? CANCELLED_DRAIN : options.drainTimeout();
        tolerate(Drain.PHASE, () -> {
            worker.execute(new Command.StopLoad());
            if (!Drain.await(worker, bound, sampler, options.sampleInterval())) {
                warnings.add("drain: not every acknowledged message was received within " + DurationText.spoken(bound)
                        + "; the missing ones count as lost");
            }
        });
    }

    /**
     * What the driver can tell about the topics once drained; a failure to tell is a warning, the run stands. Not
     * asked after a failure or a cancel: a broker in trouble could hold the result back for the call's bound.
     */
    private void describeTopics(String failure) {
        if (plan == null || !loadStarted || failure != null || control.isCancelled()) {
            return;
        }
        try {
            topicFacts =
                    worker.execute(new Command.DescribeTopics(plan.topics())).facts();
        } catch (RuntimeException e) {
            warn("describe-topics: " + PhaseLog.describe(e));
        }
    }

    /** Closes the clients, deletes the topics the run created, closes the driver; the driver even when the rest failed. */
    private void teardown() {
        sampler.stopWatching();
        tolerate("teardown", () -> {
            try {
                worker.execute(new Command.CloseClients());
                if (plan != null && plan.createTopics() && !options.keepTopics()) {
                    worker.execute(new Command.DeleteTopics(plan.topics()));
                }
            } finally {
                closeDriver();
            }
        });
    }

    /** A driver that fails to close is a warning of its own, so it cannot hide a failure of the steps before it. */
    private void closeDriver() {
        try {
            worker.execute(new Command.CloseDriver());
        } catch (RuntimeException e) {
            warn("teardown: " + PhaseLog.describe(e));
        }
    }

    /** Runs a closing phase whose failure is reported as a warning: the measurements stand. */
    private void tolerate(String phase, PhaseLog.Step step) {
        try {
            phases.run(phase, step);
        } catch (PhaseFailedException e) {
            warnings.add(e.getMessage());
            listener.warning(e.getMessage());
        }
    }

    private void warnAboutShape() {
        if (workload.producerOnly()) {
            warn("producer-only: no subscriptions; nothing is consumed, so there is no end-to-end latency");
        }
        if (workload.consumerOnly()) {
            warn("consumer-only: reading messages written before this run, so end-to-end latency is each message's"
                    + " age when read, not a delivery latency; nothing is acknowledged in this run, so nothing can be"
                    + " lost, and duplicates are judged per producer id across all data in the topic");
        }
        if (workload.producerRate() <= 0 && !workload.consumerOnly()) {
            warn("producerRate 0: unthrottled; each worker starts with " + (InFlightWindow.START_BYTES >> 20)
                    + " MiB (and at least " + InFlightWindow.MIN_MESSAGES + " messages per producer) in flight and"
                    + " doubles that where the double carries 25 % more than the window before and after it, until"
                    + " the messages in flight would take 1/" + InFlightWindow.HEAP_SHARE_DIVISOR + " of its heap"
                    + " (each interval records it as " + InFlightWindow.FIGURE + "); publish latency then equals the"
                    + " service time; 'benchmark sweep' finds the highest sustained rate");
        }
    }

    private void warn(String message) {
        warnings.add(message);
        listener.warning(message);
    }

    private int shapeTopics() {
        return plan == null ? workload.topics() : plan.topics().size();
    }
}

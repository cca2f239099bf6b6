package io.msgbench.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.ClientMetrics;
import io.msgbench.fault.FaultTargets;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.worker.LocalWorker;
import io.msgbench.worker.WorkerBounds;
import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import io.msgbench.workload.WorkloadBuilder;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The coordinator's phases on the in-memory driver: counts, phases, failure and cancellation. Each test has its own
 * driver and worker, so the tests run side by side (most of their time is timed phases and a driver call's bound).
 */
@Execution(ExecutionMode.CONCURRENT)
class BenchmarkRunTest {
    private static final DriverSpec SPEC = new DriverSpec(
            Path.of("in-memory.yaml"),
            "in-memory",
            "in-memory",
            Optional.empty(),
            Map.of("name", "in-memory", "driverClass", "in-memory"));
    private static final RunOptions OPTIONS =
            new RunOptions(Duration.ofMillis(500), Duration.ofSeconds(5), Duration.ofSeconds(5), false);

    /**
     * The worker's bound on one driver call in the tests of drivers that block inside a call (60 s in real runs):
     * every call of the in-memory driver that does not block returns within microseconds.
     */
    private static final Duration SHORT_CLIENT_CALL = Duration.ofSeconds(3);

    private final InMemoryDriver driver = new InMemoryDriver();

    private static Workload workload(Duration test) {
        return workloadBuilder(test).build();
    }

    private static WorkloadBuilder workloadBuilder(Duration test) {
        return Workload.builder()
                .name("unit")
                .topics(2)
                .partitionsPerTopic(3)
                .producersPerTopic(2)
                .subscriptionsPerTopic(2)
                .consumerPerSubscription(1)
                .messageSize(64)
                .producerRate(2_000)
                .keyDistributor(KeyDistributorType.KEY_ROUND_ROBIN)
                .warmupDuration(Duration.ofMillis(500))
                .testDuration(test);
    }

    private RunResult run(Workload workload, RunControl control) {
        return run(workload, control, RunListener.NONE, measured -> {});
    }

    private RunResult run(
            Workload workload, RunControl control, RunListener listener, Consumer<RunResult> beforeTeardown) {
        return run(workload, control, listener, beforeTeardown, WorkerBounds.DEFAULTS);
    }

    /** A run whose worker gives up on a driver call after {@link #SHORT_CLIENT_CALL}, for the tests of blocking drivers. */
    private RunResult runGivingUpSoon(Workload workload) {
        return run(
                workload,
                new RunControl(),
                RunListener.NONE,
                measured -> {},
                new WorkerBounds(SHORT_CLIENT_CALL, WorkerBounds.DEFAULTS.inFlight(), WorkerBounds.DEFAULTS.close()));
    }

    private RunResult run(
            Workload workload,
            RunControl control,
            RunListener listener,
            Consumer<RunResult> beforeTeardown,
            WorkerBounds bounds) {
        try (LocalWorker worker = new LocalWorker(spec -> LoadedDriver.inFrameworkClassLoader(driver), bounds)) {
            return new BenchmarkRun(
                            workload, SPEC, worker, OPTIONS, listener, control, FaultTargets.NONE, ResultContext.LOCAL)
                    .execute(beforeTeardown);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static Thread cancelAfter(RunControl control, Duration delay) {
        Thread canceller = new Thread(() -> {
            control.await(delay);
            control.cancel("test");
        });
        canceller.start();
        return canceller;
    }

    @Test
    void aCompleteRunAccountsForEveryMessage() {
        RunResult result = run(workload(Duration.ofSeconds(2)), new RunControl());

        assertThat(result.status()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.phases())
                .extracting("phase")
                .containsExactly(
                        "initialize",
                        "create-topics",
                        "create-clients",
                        "probe",
                        "warmup",
                        "measure",
                        "drain",
                        "teardown");
        var counts = result.counts();
        assertThat(counts.sent()).isPositive(); // how many is checked against the schedule below
        assertThat(counts.acked()).isEqualTo(counts.sent());
        assertThat(counts.received()).isEqualTo(2 * counts.acked()); // two subscriptions per topic
        assertThat(counts.receivedUnique()).isEqualTo(counts.received());
        assertThat(counts.lost()).isZero();
        assertThat(counts.duplicated()).isZero();
        assertThat(counts.outOfOrder()).isZero();
        assertThat(result.stats(Metric.PUBLISH_LATENCY).count()).isPositive();
        assertThat(result.stats(Metric.END_TO_END_LATENCY).count()).isPositive();
        assertThat(result.measureIntervals()).isNotEmpty();
        assertThat(driver.deleted).hasSize(2).allMatch(t -> t.startsWith("msgbench-"));
    }

    @Test
    void whatTheDriverTellsOfTheTopicsOnceDrainedIsRecorded() {
        RunResult result = run(workload(Duration.ofSeconds(1)), new RunControl());

        // asked after the load stopped: the driver's count holds every message of the run, probes included
        assertThat(result.findings().topicFacts()).containsOnlyKeys("messagesSent");
        String told = result.findings().topicFacts().get("messagesSent");
        assertThat(told).startsWith("2 topic(s), ");
        assertThat(Long.parseLong(told.substring("2 topic(s), ".length())))
                .isGreaterThan(result.counts().sent());
    }

    @Test
    void aDriverThatCannotTellOfTheTopicsIsAWarningAndTheRunStands() {
        driver.failDescribeTopics = true;
        RunResult untold = run(workload(Duration.ofSeconds(1)), new RunControl());
        assertThat(untold.status()).as(untold.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(untold.findings().topicFacts()).isEmpty();
        assertThat(untold.warnings())
                .anyMatch(warning ->
                        warning.startsWith("describe-topics: ") && warning.contains("the broker keeps no stats"));
    }

    /**
     * The target rate, read from what the program stamped on each message rather than from a clock: together the
     * producers' intended send times form one grid, 1/2,000 s apart, and no producer skipped a message of its
     * schedule (sequences run 0, 1, 2, ... without a gap), so every message the schedule intended up to the last
     * one sent was sent, and the run counted exactly those.
     */
    @Test
    void everyMessageTheScheduleIntendedAtTheTargetRateIsSentAndCounted() {
        RunResult result = run(workload(Duration.ofSeconds(2)), new RunControl());

        assertThat(result.status()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.counts().sent())
                .isEqualTo(driver.sentHeaders.stream().filter(h -> !h.probe()).count());
        ScheduleGrid.assertOnTheGrid(driver.sentHeaders, 2_000, 4); // 2 topics x 2 producers
    }

    @Test
    void messagesAckedButNeverDeliveredAreCountedLost() {
        driver.dropEvery = 100;
        RunResult result = run(workload(Duration.ofSeconds(1)), new RunControl());
        long droppedMessages = driver.dropped.stream().filter(h -> !h.probe()).count();
        assertThat(droppedMessages).isPositive();
        // each of the topic's two subscriptions misses every dropped message
        assertThat(result.counts().lost()).isEqualTo(2 * droppedMessages);
        assertThat(result.counts().receivedUnique())
                .isEqualTo(2 * (result.counts().acked() - droppedMessages));
        assertThat(result.warnings()).anyMatch(w -> w.startsWith("drain: not every acknowledged message"));
    }

    /** A drain that lasts (here: the whole 5 s bound, waiting for dropped messages) is sampled like any phase. */
    @Test
    void aLongDrainIsSampledAtTheRunsInterval() {
        driver.dropEvery = 100;
        RunResult result = run(workload(Duration.ofSeconds(1)), new RunControl());

        List<io.msgbench.result.IntervalResult> drain = result.intervals().stream()
                .filter(interval -> interval.phase().equals("drain"))
                .toList();
        assertThat(drain).hasSizeGreaterThan(1);
        io.msgbench.result.IntervalResult lastMeasured =
                result.intervals().get(result.intervals().indexOf(drain.get(0)) - 1);
        assertThat(lastMeasured.phase()).isEqualTo(RunResult.MEASURE_PHASE);
        assertThat(drain.get(0).start()).isEqualTo(lastMeasured.end());
        for (int i = 1; i < drain.size(); i++) {
            assertThat(drain.get(i).start())
                    .as("contiguous")
                    .isEqualTo(drain.get(i - 1).end());
        }
        assertThat(Duration.between(
                        drain.get(0).start(), drain.get(drain.size() - 1).end()))
                .as("the drain waited its whole bound")
                .isGreaterThanOrEqualTo(OPTIONS.drainTimeout());
    }

    @Test
    void aFailedPhaseYieldsAnIncompleteResultNamingThePhase() {
        driver.failTopicCreation = true;
        RunResult result = run(workload(Duration.ofSeconds(1)), new RunControl());
        assertThat(result.status()).isEqualTo(RunStatus.INCOMPLETE);
        assertThat(result.failure()).startsWith("create-topics: ").contains("the broker said no");
        assertThat(result.phases()).extracting("phase").contains("teardown").doesNotContain("measure");
    }

    /**
     * Pravega's client, with its segment container halted, blocked inside deleteTopics for good and held the CLI
     * after the result was written. The teardown bounds the call itself (the worker's client bound, 60 s in real runs),
     * not only its future, and the run ends with what it measured and a warning naming the deletion.
     */
    @Test
    void aDriverThatBlocksInsideTopicDeletionCannotHoldTheRunOpen() {
        driver.blockTopicDeletion = true;
        try {
            // a guard against the hang this test is about, not a timing assertion: the run itself takes about 5 s
            RunResult result = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                    Duration.ofMinutes(5), () -> runGivingUpSoon(workload(Duration.ofSeconds(1))));
            assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
            assertThat(result.counts().lost()).isZero();
            assertThat(result.warnings())
                    .anyMatch(
                            w -> w.startsWith("teardown: ") && w.contains("deleting 2 topic(s): no answer within 3 s"));
        } finally {
            driver.blockTopicDeletion = false;
        }
    }

    /**
     * A driver that blocks inside createTopics itself, before it returns a future, held the run at its start for
     * good: the worker waited only for the future. The call is bounded too (the worker's client bound), and
     * the run fails at create-topics with one line naming what did not answer and the bound.
     */
    @Test
    void aDriverThatBlocksInsideTopicCreationFailsTheRunInsteadOfHangingIt() {
        driver.blockTopicCreation = true; // the driver is this test's own: its parked thread is left behind
        assertTheRunFailsAtItsStartWith(workload(Duration.ofSeconds(1)), "creating 2 topic(s): no answer within 3 s");
    }

    /** The same for the partition counts of a workload's existing topics (topicNames), read before the clients. */
    @Test
    void aDriverThatBlocksInsidePartitionCountFailsTheRunInsteadOfHangingIt() {
        driver.blockPartitionCount = true;
        assertTheRunFailsAtItsStartWith(
                workloadBuilder(Duration.ofSeconds(1))
                        .topicNames(List.of("orders", "payments"))
                        .build(),
                "describing topic orders: no answer within 3 s");
    }

    /** The same for a driver that blocks inside createProducer or createConsumer. */
    @Test
    void aDriverThatBlocksInsideProducerOrConsumerCreationFailsTheRunInsteadOfHangingIt() {
        driver.blockConsumerCreation = true;
        assertTheRunFailsWith(
                workload(Duration.ofSeconds(1)), "create-clients: creating a consumer of ", ": no answer within 3 s");
        driver.blockConsumerCreation = false;
        driver.blockProducerCreation = true;
        assertTheRunFailsWith(
                workload(Duration.ofSeconds(1)), "create-clients: creating a producer on ", ": no answer within 3 s");
    }

    private void assertTheRunFailsWith(Workload workload, String start, String end) {
        // a guard against the hang this is about, not a timing assertion: the run itself takes about 3 s
        RunResult result = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                Duration.ofMinutes(5), () -> runGivingUpSoon(workload));
        assertThat(result.status()).isEqualTo(RunStatus.INCOMPLETE);
        assertThat(result.failure()).startsWith(start).endsWith(end);
        assertThat(result.phases()).extracting("phase").contains("teardown").doesNotContain("measure");
    }

    private void assertTheRunFailsAtItsStartWith(Workload workload, String failure) {
        // a guard against the hang these tests are about, not a timing assertion: the run itself takes about 3 s
        RunResult result = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                Duration.ofMinutes(5), () -> runGivingUpSoon(workload));
        assertThat(result.status()).isEqualTo(RunStatus.INCOMPLETE);
        assertThat(result.failure()).isEqualTo("create-topics: " + failure);
        assertThat(result.phases()).extracting("phase").contains("teardown").doesNotContain("create-clients");
    }

    /**
     * The driver closes in the teardown, before the result is final: a close that fails is one of its
     * warnings, and the result (here: messages lost) stands as measured.
     */
    @Test
    void aDriverThatFailsToCloseIsATeardownWarningAndTheLossStands() {
        driver.failClose = true;
        driver.dropEvery = 100;
        RunResult result = LocalRuns.of(
                        workload(Duration.ofSeconds(1)),
                        SPEC,
                        new LocalWorker(spec -> LoadedDriver.inFrameworkClassLoader(driver)),
                        OPTIONS)
                .execute();

        assertThat(driver.closed)
                .as("closed by the run itself, not by whoever closes the worker")
                .isTrue();
        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.counts().lost()).isPositive();
        assertThat(result.warnings()).contains("teardown: closing the driver: the test's driver fails to close");
        assertThat(result.phases())
                .filteredOn(phase -> phase.phase().equals("teardown"))
                .extracting("outcome")
                .containsExactly("ok");
    }

    @Test
    void cancellingMidRunKeepsWhatWasMeasured() throws Exception {
        RunControl control = new RunControl();
        Thread canceller = cancelAfter(control, Duration.ofMillis(1_500));
        RunResult result = run(workload(Duration.ofSeconds(30)), control);
        canceller.join();
        assertThat(result.status()).isEqualTo(RunStatus.INCOMPLETE);
        assertThat(result.failure()).contains("cancelled: test");
        assertThat(result.counts().acked()).isPositive();
        assertThat(result.phases()).extracting("phase").contains("drain", "teardown");
        // nothing asked of a broker that may be in trouble before the result is kept
        assertThat(result.findings().topicFacts()).isEmpty();
    }

    private List<String> bufferWarnings(Map<String, Double> producerFigures, List<String> liveWarnings) {
        driver.producerFigures = producerFigures;
        RunListener listener = new RunListener() {
            @Override
            public void warning(String message) {
                liveWarnings.add(message);
            }
        };
        RunResult result = run(workload(Duration.ofSeconds(1)), new RunControl(), listener, measured -> {});
        return result.warnings().stream()
                .filter(w -> w.startsWith("producer buffer time dominates"))
                .toList();
    }

    @Test
    void recordsThatWaitAboutTheConfiguredLingerGiveNoBufferWarning() {
        // the producer figures of a healthy default run: Kafka records waited about linger.ms=1
        List<String> warnings = bufferWarnings(
                Map.of(
                        ClientMetrics.PRODUCER_LINGER,
                        1.0,
                        ClientMetrics.PRODUCER_QUEUE_AVG,
                        1.1,
                        ClientMetrics.SEND_BLOCKED_AVG,
                        0.0),
                new CopyOnWriteArrayList<>());

        assertThat(warnings).isEmpty();
    }

    @Test
    void aBufferWaitFarAboveTheLingerIsOneWarningOfTheResultNotPrintedLive() {
        List<String> live = new CopyOnWriteArrayList<>();
        // 55 s in the producer: far above any latency the loopback run measures, however loaded the machine (with
        // 55 ms, a loaded machine's end-to-end average outgrew it once and the warning rightly did not come)
        List<String> warnings = bufferWarnings(
                Map.of(
                        ClientMetrics.PRODUCER_LINGER,
                        1.0,
                        ClientMetrics.PRODUCER_QUEUE_AVG,
                        40_000.0,
                        ClientMetrics.SEND_BLOCKED_AVG,
                        15_000.0),
                live);

        assertThat(warnings).hasSize(1);
        assertThat(warnings.get(0)).contains("54999.000 ms above the configured linger of 1.000 ms");
        assertThat(live)
                .as("found after the run; the report prints it with the result")
                .isEmpty();
    }

    @Test
    void aCancelledRunHandsOverWhatItMeasuredBeforeItsTeardown() throws Exception {
        RunControl control = new RunControl();
        Thread canceller = cancelAfter(control, Duration.ofMillis(1_500));
        List<RunResult> handedOver = new ArrayList<>();
        List<String> deletedByThen = new ArrayList<>();

        RunResult result = run(workload(Duration.ofSeconds(30)), control, RunListener.NONE, measured -> {
            handedOver.add(measured);
            deletedByThen.addAll(driver.deleted);
        });
        canceller.join();

        assertThat(handedOver).hasSize(1);
        RunResult measured = handedOver.get(0);
        assertThat(deletedByThen).as("topics deleted before the hand-over").isEmpty();
        assertThat(measured.phases()).extracting("phase").contains("drain").doesNotContain("teardown");
        assertThat(measured.status()).isEqualTo(RunStatus.INCOMPLETE);
        assertThat(measured.failure()).isEqualTo(result.failure());
        assertThat(measured.counts()).isEqualTo(result.counts());
        assertThat(measured.counts().acked()).isPositive();
        assertThat(driver.deleted).hasSize(2);
    }
}

package io.msgbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.measure.HostClock;
import io.msgbench.measure.PayloadHeader;
import io.msgbench.measure.SendSchedule;
import io.msgbench.result.Metric;
import io.msgbench.workload.KeyDistributor;
import io.msgbench.workload.KeyDistributorType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The sender thread's guarantees, which hold however loaded the machine is: every message goes out with
 * its own intended time, in order of intended time across all its producers, none skipped however late
 * the thread wakes; a full in-flight window is waited out on a signal, not polled. The waits below are
 * for conditions (a number of sends, a thread state), bounded only so that a broken sender fails instead
 * of hanging.
 */
class SenderThreadTest {
    private static final long BOUND_SECONDS = 60;

    /** Every send (producer id, sequence, intended epoch ns), in the order the sender thread made them. */
    private final List<long[]> sends = new ArrayList<>();
    /** One permit per send, so that the test can wait for a number of sends. */
    private final Semaphore sent = new Semaphore(0);

    private final Measurements measurements = new Measurements(KeyDistributor.KEY_COUNT);

    @ParameterizedTest(name = "spinWait {0}")
    @ValueSource(booleans = {false, true})
    void hundredsOfProducersAreServedInIntendedTimeOrder(boolean spinWait) throws Exception {
        int producers = 300;
        List<SendSchedule> schedules = schedules(30_000, producers, System.nanoTime());
        SenderThread sender = start(schedules, spinWait, this::acknowledgedAtOnce);
        awaitSends(3 * producers);
        sender.shutdown();

        assertInIntendedTimeOrderWithTheirOwnTimes(schedules);
        assertNoProducerGotAheadOfAnotherByMoreThanOne(producers);
        assertThat(measurements.counters.snapshot().acked()).isEqualTo(sends.size());
    }

    /** As after a stall: thousands of messages were due before the thread first woke. */
    @ParameterizedTest(name = "spinWait {0}")
    @ValueSource(booleans = {false, true})
    void messagesAlreadyDueAreAllSentEachWithItsOwnIntendedTime(boolean spinWait) throws Exception {
        long oneSecondAgo = System.nanoTime() - TimeUnit.SECONDS.toNanos(1);
        List<SendSchedule> schedules = schedules(10_000, 3, oneSecondAgo);
        SenderThread sender = start(schedules, spinWait, this::acknowledgedAtOnce);
        awaitSends(5_000);
        sender.shutdown();

        assertInIntendedTimeOrderWithTheirOwnTimes(schedules);
        assertNoProducerGotAheadOfAnotherByMoreThanOne(schedules.size());
        assertThat(sends).hasSizeGreaterThanOrEqualTo(5_000);
        // the first message was due a second before the thread started: its delay is recorded, not forgiven
        long maxSendDelayMicros =
                measurements.snapshot().interval().get(Metric.SEND_DELAY).getMaxValue();
        assertThat(maxSendDelayMicros).isGreaterThanOrEqualTo(TimeUnit.SECONDS.toMicros(1));
    }

    /**
     * With a wake interval, every message is still sent, in order, with its own intended time, but the thread
     * wakes at most once per interval. Bounded from the recorded times alone: the first wake sends a message
     * due at or before it, and a message sent at wake k was not due at wake k - 1, which came at least
     * (k - 2) intervals after the first; so (k - 2) * interval < last intended time - first intended time.
     * (Checked in nanoseconds: an integer division of the span once cut the bound below a legal 21 wakes.)
     */
    @Test
    void aWakeIntervalSendsEverythingDueOncePerIntervalEachWithItsOwnIntendedTime() throws Exception {
        long interval = TimeUnit.MILLISECONDS.toNanos(5);
        List<SendSchedule> schedules = schedules(20_000, 4, System.nanoTime());
        SenderThread sender = start(schedules, new Pacing(false, interval), this::acknowledgedAtOnce);
        awaitSends(2_000);
        sender.shutdown();

        assertInIntendedTimeOrderWithTheirOwnTimes(schedules);
        assertNoProducerGotAheadOfAnotherByMoreThanOne(schedules.size());
        long span = sends.get(sends.size() - 1)[2] - sends.get(0)[2];
        long wakes = sender.sendingWakes();
        assertThat((wakes - 2) * interval)
                .as("%d wakes that sent, over %d ns of intended times", wakes, span)
                .isLessThan(span);
        assertThat(wakes).isLessThan(sends.size() / 10); // about 100 messages are due per 5 ms at 20 k msg/s
    }

    @Test
    void whenEveryWindowIsFullTheSenderWaitsForAnAcknowledgementInsteadOfPolling() throws Exception {
        Queue<CompletableFuture<Void>> inFlight = new ConcurrentLinkedQueue<>();
        int window = 3;
        List<ScheduledProducer> producers = new ArrayList<>();
        for (int id = 0; id < 2; id++) {
            producers.add(producer(id, SendSchedule.forProducer(0, 2, id, System.nanoTime()), payload -> {
                CompletableFuture<Void> ack = new CompletableFuture<>();
                inFlight.add(ack);
                return ack;
            }));
        }
        SenderThread sender =
                new SenderThread("test-sender", producers, Pacing.EVERY_DUE_TIME, InFlightWindow.fixed(window));
        sender.start();

        awaitSends(2 * window);
        awaitState(sender, Thread.State.WAITING); // parked without a timeout: nothing polls
        assertThat(sends).hasSize(2 * window);

        inFlight.poll().complete(null); // an acknowledgement on this thread frees one place
        awaitSends(1);
        awaitState(sender, Thread.State.WAITING);
        assertThat(sends).hasSize(2 * window + 1);

        sender.shutdown();
        assertThat(sender.isAlive()).isFalse();
    }

    /**
     * Acknowledgements that take 50 ms hold a window of 100 messages to about 2,000 msg/s, far below what the
     * sender can send: the window must double until its ceiling.
     */
    @Test
    void anUnthrottledWindowThatHoldsTheSenderBackGrowsToItsCeiling() throws Exception {
        ScheduledExecutorService acknowledger = Executors.newSingleThreadScheduledExecutor();
        try {
            ScheduledProducer producer = producer(0, SendSchedule.forProducer(0, 1, 0, System.nanoTime()), payload -> {
                CompletableFuture<Void> ack = new CompletableFuture<>();
                var unused = acknowledger.schedule(() -> ack.complete(null), 50, TimeUnit.MILLISECONDS);
                return ack;
            });
            SenderThread sender = new SenderThread(
                    "test-sender", List.of(producer), Pacing.EVERY_DUE_TIME, new InFlightWindow(100, 800));
            sender.start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
            while (sender.inFlightLimit() < 800 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(sender.inFlightLimit()).isEqualTo(800);
            sender.shutdown();
        } finally {
            acknowledger.shutdownNow();
        }
    }

    @ParameterizedTest(name = "spinWait {0}")
    @ValueSource(booleans = {false, true})
    void shutdownEndsALongWaitForTheNextDueTime(boolean spinWait) throws Exception {
        // one message now, the next in 1,000 seconds
        SenderThread sender = start(schedules(0.001, 1, System.nanoTime()), spinWait, this::acknowledgedAtOnce);
        awaitSends(1);
        awaitState(sender, Thread.State.TIMED_WAITING);

        sender.shutdown();
        assertThat(sender.isAlive()).isFalse();
        assertThat(sends).hasSize(1);
    }

    private static List<SendSchedule> schedules(double totalRate, int producers, long startNanos) {
        List<SendSchedule> schedules = new ArrayList<>();
        for (int id = 0; id < producers; id++) {
            schedules.add(SendSchedule.forProducer(totalRate, producers, id, startNanos));
        }
        return schedules;
    }

    private SenderThread start(
            List<SendSchedule> schedules, boolean spinWait, Function<byte[], CompletableFuture<Void>> driver) {
        return start(schedules, Pacing.of(spinWait, 0), driver);
    }

    private SenderThread start(
            List<SendSchedule> schedules, Pacing pacing, Function<byte[], CompletableFuture<Void>> driver) {
        List<ScheduledProducer> producers = new ArrayList<>();
        for (int id = 0; id < schedules.size(); id++) {
            producers.add(producer(id, schedules.get(id), driver));
        }
        SenderThread sender =
                new SenderThread("test-sender", producers, pacing, InFlightWindow.fixed(InFlightWindow.MIN_MESSAGES));
        sender.start();
        return sender;
    }

    private ScheduledProducer producer(
            int id, SendSchedule schedule, Function<byte[], CompletableFuture<Void>> driver) {
        return new ScheduledProducer(
                new ProducerAssignment(id, "topic-" + id),
                recording(driver),
                schedule,
                KeyDistributor.create(KeyDistributorType.NO_KEY),
                List.of(new byte[40]),
                measurements,
                false);
    }

    private CompletableFuture<Void> acknowledgedAtOnce(byte[] payload) {
        return CompletableFuture.completedFuture(null);
    }

    /** Records each send; called on the sender thread only, so the list needs no lock (read after join). */
    private BenchmarkProducer recording(Function<byte[], CompletableFuture<Void>> driver) {
        return new BenchmarkProducer() {
            @Override
            public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
                sends.add(new long[] {
                    PayloadHeader.producerId(payload),
                    PayloadHeader.sequence(payload),
                    PayloadHeader.intendedEpochNanos(payload)
                });
                sent.release();
                return driver.apply(payload);
            }

            @Override
            public void close() {}
        };
    }

    private void awaitSends(int count) throws InterruptedException {
        assertThat(sent.tryAcquire(count, BOUND_SECONDS, TimeUnit.SECONDS))
                .as("%d more sends", count)
                .isTrue();
    }

    private static void awaitState(Thread thread, Thread.State state) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
        while (thread.getState() != state && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertThat(thread.getState()).as(thread.getName()).isEqualTo(state);
    }

    /** On one shared uniform grid, sending in order of intended time keeps the producers within one of each other. */
    private void assertNoProducerGotAheadOfAnotherByMoreThanOne(int producers) {
        int[] perProducer = new int[producers];
        sends.forEach(send -> perProducer[(int) send[0]]++);
        int fewest = Arrays.stream(perProducer).min().orElseThrow();
        int most = Arrays.stream(perProducer).max().orElseThrow();
        assertThat(most - fewest).as("sends per producer: most - fewest").isLessThanOrEqualTo(1);
    }

    /**
     * Across producers in order of intended time; per producer sequences 0, 1, 2, ... with none skipped, each
     * stamped with exactly the time its schedule gives it.
     */
    private void assertInIntendedTimeOrderWithTheirOwnTimes(List<SendSchedule> schedules) {
        long previousIntended = Long.MIN_VALUE;
        long[] nextSequence = new long[schedules.size()];
        for (long[] send : sends) {
            int producer = (int) send[0];
            assertThat(send[1]).as("sequence of producer %d", producer).isEqualTo(nextSequence[producer]);
            assertThat(send[2])
                    .as("intended time of producer %d, sequence %d", producer, send[1])
                    .isEqualTo(HostClock.toEpochNanos(schedules.get(producer).intendedNanos(send[1], 0)));
            assertThat(send[2]).isGreaterThanOrEqualTo(previousIntended);
            previousIntended = send[2];
            nextSequence[producer]++;
        }
    }
}

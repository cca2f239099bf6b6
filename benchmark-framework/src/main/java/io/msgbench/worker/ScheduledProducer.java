package io.msgbench.worker;

import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.measure.Counters;
import io.msgbench.measure.DeliveryVerifier;
import io.msgbench.measure.HostClock;
import io.msgbench.measure.LatencyRecorders;
import io.msgbench.measure.PayloadHeader;
import io.msgbench.measure.SendSchedule;
import io.msgbench.result.Metric;
import io.msgbench.workload.KeyDistributor;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One producer on its schedule: stamps each message with the header and, on the acknowledgement,
 * records send delay, publish latency and service time. Driven by one {@link SenderThread}.
 *
 * <p>The send path allocates only the payload copy, which the SPI requires (a driver may keep the
 * array): keys come from a shared cache of {@code Optional}s, and an acknowledgement that is already
 * complete when {@code sendAsync} returns is handled at once, without a callback object. With the header out of
 * band, the one allocation is the 28-byte header instead, and the body template goes as it is (a driver never
 * changes a body).
 * Public so that perf's {@code HotPathBenchmark} can drive it alone.
 */
public final class ScheduledProducer {

    private final int producerId;
    private final BenchmarkProducer producer;
    private final SendSchedule schedule;
    private final KeyDistributor keys;
    private final byte[][] payloads;
    private final Measurements measurements;
    /** The sender thread's counts, and the acknowledging thread's counts and latencies (each its own site). */
    private final Counters.Site sendCounts;

    private final Counters.Site ackCounts;
    private final LatencyRecorders.Site ackLatencies;
    private final DeliveryVerifier.ProducerAcks acks;
    /** Messages sent and not yet acknowledged, counted only when unthrottled (null at a fixed rate). */
    private final AtomicInteger inFlight;

    private final boolean headerOutOfBand;
    /** Told when an acknowledgement frees window room; set by the sender thread that drives this producer. */
    private volatile WindowFreedSignal room = new WindowFreedSignal();

    private long nextSequence;
    private long nextDueNanos;

    /** @param headerOutOfBand send each header beside its payload ({@code payloads} are then the bodies) */
    public ScheduledProducer(
            ProducerAssignment assignment,
            BenchmarkProducer producer,
            SendSchedule schedule,
            KeyDistributor keys,
            List<byte[]> payloads,
            Measurements measurements,
            boolean headerOutOfBand) {
        this.headerOutOfBand = headerOutOfBand;
        this.producerId = assignment.producerId();
        this.producer = producer;
        this.schedule = schedule;
        this.keys = keys;
        this.payloads = payloads.toArray(byte[][]::new);
        this.measurements = measurements;
        this.sendCounts = measurements.counters.site();
        this.ackCounts = measurements.counters.site();
        this.ackLatencies = measurements.latencies.site();
        this.acks = measurements.verifier.producerAcks(assignment.topic(), producerId);
        this.inFlight = schedule.throttled() ? null : new AtomicInteger();
        this.nextDueNanos = schedule.intendedNanos(0, Long.MIN_VALUE);
    }

    boolean throttled() {
        return inFlight == null;
    }

    /** When the next message of a throttled producer is due, in {@link System#nanoTime()} units. */
    long dueNanos() {
        return nextDueNanos;
    }

    /** Has {@code room} told whenever an acknowledgement frees room in this producer's window. */
    void reportFreedRoomTo(WindowFreedSignal room) {
        this.room = room;
    }

    /** Whether the producer may send now: always at a fixed rate; unthrottled, while under {@code window} in flight. */
    boolean canSend(int window) {
        return inFlight == null || inFlight.get() < window;
    }

    /** Messages sent and not yet acknowledged (0 at a fixed rate). */
    int inFlight() {
        return inFlight == null ? 0 : inFlight.get();
    }

    public void sendNext(long now) {
        long sequence = nextSequence++;
        long intended = schedule.intendedNanos(sequence, now);
        nextDueNanos = schedule.intendedNanos(nextSequence, now);
        int keyIndex = keys.nextKeyIndex();
        byte[] template = payloads[(int) (sequence % payloads.length)];
        byte[] stamped = headerOutOfBand ? new byte[PayloadHeader.SIZE] : template.clone();
        PayloadHeader.write(stamped, producerId, keyIndex, sequence, HostClock.toEpochNanos(intended), false);
        Optional<String> key = KeyCache.of(keys, keyIndex);
        if (inFlight != null) {
            inFlight.incrementAndGet();
        }
        long sentAt = System.nanoTime();
        sendCounts.sent(headerOutOfBand ? template.length : stamped.length);
        CompletableFuture<Void> ack = headerOutOfBand ? send(key, stamped, template) : send(key, stamped);
        if (ack.isDone()) {
            acknowledged(sequence, intended, sentAt, ack.isCompletedExceptionally() ? failure(ack) : null);
        } else {
            var unused = ack.whenComplete((ignored, error) -> acknowledged(sequence, intended, sentAt, error));
        }
    }

    void close() throws Exception {
        producer.close();
    }

    private CompletableFuture<Void> send(Optional<String> key, byte[] payload) {
        try {
            return producer.sendAsync(key, payload);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    private CompletableFuture<Void> send(Optional<String> key, byte[] header, byte[] body) {
        try {
            return producer.sendAsync(key, header, body);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    private static Throwable failure(CompletableFuture<Void> failed) {
        return failed.handle((ignored, error) -> error).join();
    }

    private void acknowledged(long sequence, long intended, long sentAt, Throwable error) {
        long ackedAt = System.nanoTime();
        if (inFlight != null) {
            inFlight.decrementAndGet();
            room.freed();
        }
        if (error != null) {
            ackLatencies.record(Metric.SEND_DELAY, (sentAt - intended) / 1_000);
            measurements.sendFailed(error);
            return;
        }
        ackCounts.acked();
        acks.acked(sequence);
        // send delay is known at the send, but recorded here with the other two in one go
        ackLatencies.recordAcknowledged(
                (sentAt - intended) / 1_000, (ackedAt - intended) / 1_000, (ackedAt - sentAt) / 1_000);
    }
}

package io.msgbench.worker;

import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.measure.HostClock;
import io.msgbench.measure.Metric;
import io.msgbench.measure.PayloadHeader;
import io.msgbench.measure.SendSchedule;
import io.msgbench.workload.KeyDistributor;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;

/**
 * One producer on its schedule: stamps each message with the header and records publish latency and
 * service time on the acknowledgement, send delay on the send. Driven by one {@link SenderThread}.
 */
final class ScheduledProducer {

    static final int UNTHROTTLED_WINDOW = LoadSpec.UNTHROTTLED_WINDOW;

    private final int producerId;
    private final String topic;
    private final BenchmarkProducer producer;
    private final SendSchedule schedule;
    private final KeyDistributor keys;
    private final List<byte[]> payloads;
    private final Measurements measurements;
    private final Semaphore window;
    private long nextSequence;

    ScheduledProducer(ProducerAssignment assignment, BenchmarkProducer producer, SendSchedule schedule, KeyDistributor keys,
                      List<byte[]> payloads, Measurements measurements) {
        this.producerId = assignment.producerId();
        this.topic = assignment.topic();
        this.producer = producer;
        this.schedule = schedule;
        this.keys = keys;
        this.payloads = payloads;
        this.measurements = measurements;
        this.window = schedule.throttled() ? null : new Semaphore(UNTHROTTLED_WINDOW);
    }

    /** When the next message is due, in {@link System#nanoTime()} units. */
    long nextDueNanos(long now) {
        return schedule.intendedNanos(nextSequence, now);
    }

    /** Whether the producer may send now (always, unless its unthrottled window is full). */
    boolean canSend() {
        return window == null || window.availablePermits() > 0;
    }

    void sendNext(long now) {
        long sequence = nextSequence++;
        long intended = schedule.intendedNanos(sequence, now);
        int keyIndex = keys.nextKeyIndex();
        byte[] payload = payloads.get((int) (sequence % payloads.size())).clone();
        PayloadHeader.write(payload, new PayloadHeader.Fields(producerId, keyIndex, sequence,
                HostClock.toEpochNanos(intended), false));
        Optional<String> key = keyIndex == KeyDistributor.NO_KEY ? Optional.empty() : Optional.of(keys.keyAt(keyIndex));
        if (window != null) {
            window.acquireUninterruptibly();
        }
        long sentAt = System.nanoTime();
        measurements.counters.sent(payload.length);
        measurements.latencies.record(Metric.SEND_DELAY, (sentAt - intended) / 1_000);
        send(key, payload).whenComplete((ignored, error) -> acknowledged(sequence, intended, sentAt, error));
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

    private void acknowledged(long sequence, long intended, long sentAt, Throwable error) {
        long ackedAt = System.nanoTime();
        if (window != null) {
            window.release();
        }
        if (error != null) {
            measurements.sendFailed(error);
            return;
        }
        measurements.counters.acked();
        measurements.verifier.acked(topic, producerId, sequence);
        measurements.latencies.record(Metric.PUBLISH_LATENCY, (ackedAt - intended) / 1_000);
        measurements.latencies.record(Metric.PUBLISH_SERVICE_TIME, (ackedAt - sentAt) / 1_000);
    }
}

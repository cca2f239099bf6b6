package io.msgbench.perf;

import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.measure.HostClock;
import io.msgbench.measure.PayloadHeader;
import io.msgbench.measure.SendSchedule;
import io.msgbench.worker.ConsumerSink;
import io.msgbench.worker.Measurements;
import io.msgbench.worker.ProducerAssignment;
import io.msgbench.worker.ScheduledProducer;
import io.msgbench.workload.KeyDistributor;
import io.msgbench.workload.KeyDistributorType;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The whole per-message path of one worker, one message per operation, on a producer whose driver
 * acknowledges at once: {@code send} is schedule + stamp + send-delay record + acknowledgement records
 * + acknowledged-set update; {@code receive} is the consumer callback (header read, counters, delivery
 * check, end-to-end record).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HotPathBenchmark {
    private static final CompletableFuture<Void> ACKNOWLEDGED = CompletableFuture.completedFuture(null);

    private ScheduledProducer producer;
    private ConsumerSink sink;
    private byte[] received;
    private long sequence;

    @Setup
    public void setUp() {
        Measurements measurements = new Measurements(KeyDistributor.KEY_COUNT);
        BenchmarkProducer instant = new BenchmarkProducer() {
            @Override
            public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
                return ACKNOWLEDGED;
            }

            @Override
            public void close() {}
        };
        // a rate the loop can never get ahead of, so every call sends
        SendSchedule schedule = SendSchedule.forProducer(1e9, 1, 0, System.nanoTime());
        producer = new ScheduledProducer(
                new ProducerAssignment(0, "topic"),
                instant,
                schedule,
                KeyDistributor.create(KeyDistributorType.KEY_ROUND_ROBIN),
                List.of(new byte[100]),
                measurements,
                false);
        sink = new ConsumerSink("subscription", "topic", measurements);
        received = new byte[100];
    }

    @Benchmark
    public void send() {
        producer.sendNext(System.nanoTime());
    }

    /** Re-stamps the test payload with the next sequence number (a few ns of the figure) and receives it. */
    @Benchmark
    public void receive() {
        PayloadHeader.write(
                received, 1, (int) (sequence % KeyDistributor.KEY_COUNT), sequence++, HostClock.epochNanos(), false);
        sink.messageReceived(received);
    }
}

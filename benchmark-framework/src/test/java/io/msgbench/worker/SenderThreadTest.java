package io.msgbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.measure.PayloadHeader;
import io.msgbench.measure.SendSchedule;
import io.msgbench.workload.KeyDistributor;
import io.msgbench.workload.KeyDistributorType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The sender thread's order, which holds however loaded the machine is: messages go out in order of
 * intended time across all its producers, so no producer gets ahead of another by more than one.
 */
class SenderThreadTest {
    private static final int PRODUCERS = 300;

    /** Every send of every producer, in the order the sender thread made them (one thread: no locking). */
    private final List<long[]> sends = new ArrayList<>();

    @Test
    void hundredsOfProducersAreServedInIntendedTimeOrder() throws Exception {
        Measurements measurements = new Measurements(KeyDistributor.KEY_COUNT);
        long start = System.nanoTime();
        List<ScheduledProducer> producers = new ArrayList<>();
        for (int id = 0; id < PRODUCERS; id++) {
            producers.add(new ScheduledProducer(new ProducerAssignment(id, "topic-" + id), recording(),
                    SendSchedule.forProducer(30_000, PRODUCERS, id, start), KeyDistributor.create(KeyDistributorType.NO_KEY),
                    List.of(new byte[40]), measurements, LoadSpec.UNTHROTTLED_WINDOW));
        }
        SenderThread sender = new SenderThread("test-sender", producers);
        sender.start();
        Thread.sleep(300);
        sender.shutdown();

        assertThat(sends).hasSizeGreaterThan(PRODUCERS);
        long previousIntended = Long.MIN_VALUE;
        int[] perProducer = new int[PRODUCERS];
        for (long[] send : sends) {
            assertThat(send[1]).isGreaterThanOrEqualTo(previousIntended);
            previousIntended = send[1];
            perProducer[(int) send[0]]++;
        }
        int fewest = java.util.Arrays.stream(perProducer).min().orElseThrow();
        int most = java.util.Arrays.stream(perProducer).max().orElseThrow();
        assertThat(most - fewest).isLessThanOrEqualTo(1);
        assertThat(measurements.counters.snapshot().acked()).isEqualTo(sends.size());
    }

    private BenchmarkProducer recording() {
        return new BenchmarkProducer() {
            @Override
            public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
                sends.add(new long[] {PayloadHeader.producerId(payload), PayloadHeader.intendedEpochNanos(payload)});
                return CompletableFuture.completedFuture(null);
            }

            @Override
            public void close() {
            }
        };
    }
}

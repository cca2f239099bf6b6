package io.msgbench.driver.faults;

import io.msgbench.driver.api.BenchmarkProducer;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/** A producer that stalls one send and acknowledges chosen messages without sending them. */
final class FaultyProducer implements BenchmarkProducer {
    private final BenchmarkProducer producer;
    private final FaultPlan plan;

    FaultyProducer(BenchmarkProducer producer, FaultPlan plan) {
        this.producer = producer;
        this.plan = plan;
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        return faulty(Header.ofMeasured(payload), () -> producer.sendAsync(key, payload));
    }

    /** The header out of band: the faults are chosen by it as by the header in a payload. */
    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] header, byte[] body) {
        return faulty(Header.ofMeasured(header), () -> producer.sendAsync(key, header, body));
    }

    private CompletableFuture<Void> faulty(Header header, Supplier<CompletableFuture<Void>> send) {
        if (header != null && plan.stallsAt(header.sequence())) {
            stall();
        }
        if (header != null && plan.ackWithoutSending().contains(header.sequence())) {
            return CompletableFuture.completedFuture(null);
        }
        return send.get();
    }

    /**
     * Blocks the caller's thread inside the send call, as a client waiting for buffer space or metadata does.
     * This sleep is the fault under test, not a wait for something.
     */
    private void stall() {
        try {
            Thread.sleep(plan.stallMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public Map<String, Double> clientMetrics() {
        return producer.clientMetrics();
    }

    @Override
    public void close() throws Exception {
        producer.close();
    }
}

package io.msgbench.driver.api;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** Sends to one topic. */
public interface BenchmarkProducer extends AutoCloseable {

    /**
     * Sends without waiting; the future completes when the broker acknowledges the message, or
     * exceptionally when the send fails. The driver may keep {@code payload}: the caller never reuses it.
     */
    CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload);

    /**
     * Sends {@code body} as the message's payload and {@code header} (the framework's measuring header) beside
     * it, in the system's own place for such data (a record header, a message property), for a driver whose
     * {@link BenchmarkDriver#carriesHeaderOutOfBand()} is true; the framework calls it for no other driver.
     * The consumer side hands both back in {@link ConsumerCallback#messageReceived(byte[], byte[])}.
     * {@code header} is new for every message; {@code body} is shared between messages: the driver may keep it
     * but never changes it. Default: fails, naming the driver.
     */
    default CompletableFuture<Void> sendAsync(Optional<String> key, byte[] header, byte[] body) {
        return CompletableFuture.failedFuture(
                new UnsupportedOperationException(getClass().getSimpleName() + " cannot carry the header out of band"));
    }

    /**
     * The client's own figures (names in {@link ClientMetrics}, milliseconds) over the time since the previous
     * call, for the latency breakdown next to end-to-end latency. Called from one framework thread, once per
     * sampling interval. Default: none.
     */
    default Map<String, Double> clientMetrics() {
        return Map.of();
    }

    @Override
    void close() throws Exception;
}

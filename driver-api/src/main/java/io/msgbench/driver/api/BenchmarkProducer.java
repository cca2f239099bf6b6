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

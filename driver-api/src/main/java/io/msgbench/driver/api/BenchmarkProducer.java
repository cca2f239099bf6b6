package io.msgbench.driver.api;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** Sends to one topic. */
public interface BenchmarkProducer extends AutoCloseable {

    /**
     * Sends without waiting; the future completes when the broker acknowledges the message, or
     * exceptionally when the send fails. The driver may keep {@code payload}: the caller never reuses it.
     */
    CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload);

    @Override
    void close() throws Exception;
}

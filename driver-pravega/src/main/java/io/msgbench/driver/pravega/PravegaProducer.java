package io.msgbench.driver.pravega;

import io.msgbench.driver.api.BenchmarkProducer;
import io.pravega.client.stream.EventStreamWriter;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Writes to one stream through an EventStreamWriter; each future is the writer's own, completed when the
 * segment store has made the event durable. Without a key, Pravega picks a random routing key per event.
 */
final class PravegaProducer implements BenchmarkProducer {
    private final EventStreamWriter<byte[]> writer;

    PravegaProducer(EventStreamWriter<byte[]> writer) {
        this.writer = writer;
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        try {
            return key.isPresent() ? writer.writeEvent(key.get(), payload) : writer.writeEvent(payload);
        } catch (RuntimeException e) {
            // writeEvent throws synchronously on a closed writer or a sealed stream
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public void close() {
        writer.close(); // flushes what is still in flight
    }
}

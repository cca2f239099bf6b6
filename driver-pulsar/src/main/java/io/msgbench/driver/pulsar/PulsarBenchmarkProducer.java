package io.msgbench.driver.pulsar;

import io.msgbench.driver.api.BenchmarkProducer;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.apache.pulsar.client.api.Producer;
import org.apache.pulsar.client.api.PulsarClientException;
import org.apache.pulsar.client.api.TypedMessageBuilder;

/** Sends to one topic through its own Pulsar producer; each future completes on the broker's acknowledgement. */
final class PulsarBenchmarkProducer implements BenchmarkProducer {
    private final Producer<byte[]> producer;

    PulsarBenchmarkProducer(Producer<byte[]> producer) {
        this.producer = producer;
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        try {
            TypedMessageBuilder<byte[]> message = producer.newMessage().value(payload);
            // a key routes the message to the key's partition (hash), which keeps per-key order
            key.ifPresent(message::key);
            return message.sendAsync().thenApply(id -> null);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public Map<String, Double> clientMetrics() {
        return PulsarClientFigures.of(producer.getStats());
    }

    @Override
    public void close() throws PulsarClientException {
        // flushes what is batched, then closes
        producer.close();
    }
}

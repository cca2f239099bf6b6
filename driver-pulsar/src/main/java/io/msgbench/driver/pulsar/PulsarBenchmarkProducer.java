package io.msgbench.driver.pulsar;

import io.msgbench.driver.api.BenchmarkProducer;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.apache.pulsar.client.api.Producer;
import org.apache.pulsar.client.api.PulsarClientException;
import org.apache.pulsar.client.api.TypedMessageBuilder;

/**
 * Sends to one topic through its own Pulsar producer; each future completes on the broker's acknowledgement. With
 * the header out of band, it travels in one message property, {@value #PROPERTY}: properties are text, so the
 * 28 bytes go base64-encoded (38 characters, unpadded), and the message's value is the body alone.
 */
final class PulsarBenchmarkProducer implements BenchmarkProducer {
    static final String PROPERTY = "mb";
    private static final Base64.Encoder BASE64 = Base64.getEncoder().withoutPadding();

    private final Producer<byte[]> producer;

    PulsarBenchmarkProducer(Producer<byte[]> producer) {
        this.producer = producer;
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        try {
            return send(key, producer.newMessage().value(payload));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] header, byte[] body) {
        try {
            return send(key, producer.newMessage().value(body).property(PROPERTY, BASE64.encodeToString(header)));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    private static CompletableFuture<Void> send(Optional<String> key, TypedMessageBuilder<byte[]> message) {
        // a key routes the message to the key's partition (hash), which keeps per-key order
        key.ifPresent(message::key);
        return message.sendAsync().thenApply(id -> null);
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

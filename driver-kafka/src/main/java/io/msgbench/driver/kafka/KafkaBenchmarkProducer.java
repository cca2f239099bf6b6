package io.msgbench.driver.kafka;

import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ClientMetrics;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;

/** Sends to one topic through its own KafkaProducer; each future completes on the broker's acknowledgement. */
final class KafkaBenchmarkProducer implements BenchmarkProducer {
    private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(30);

    private final Producer<String, byte[]> producer;
    private final String topic;
    private final KafkaClientMetrics metrics = new KafkaClientMetrics();
    private final long lingerMs;

    KafkaBenchmarkProducer(Producer<String, byte[]> producer, String topic, long lingerMs) {
        this.producer = producer;
        this.topic = topic;
        this.lingerMs = lingerMs;
    }

    static KafkaBenchmarkProducer create(KafkaDriverSettings settings, String topic) {
        return new KafkaBenchmarkProducer(new KafkaProducer<>(settings.producerProperties()), topic,
                settings.lingerMs());
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        CompletableFuture<Void> acknowledged = new CompletableFuture<>();
        try {
            producer.send(new ProducerRecord<>(topic, key.orElse(null), payload), (metadata, error) -> {
                if (error != null) {
                    acknowledged.completeExceptionally(error);
                } else {
                    acknowledged.complete(null);
                }
            });
        } catch (RuntimeException e) {
            // send() throws synchronously for e.g. a record too large, a closed producer or a metadata timeout
            acknowledged.completeExceptionally(e);
        }
        return acknowledged;
    }

    @Override
    public Map<String, Double> clientMetrics() {
        Map<String, Double> figures = metrics.producer(producer.metrics());
        figures.put(ClientMetrics.PRODUCER_LINGER, (double) lingerMs);
        return figures;
    }

    @Override
    public void close() {
        // close(timeout) sends what is still buffered, like flush(), but gives up after the timeout
        producer.close(CLOSE_TIMEOUT);
    }
}

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
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.header.internals.RecordHeaders;

/**
 * Sends to one topic through its own KafkaProducer; each future completes on the broker's acknowledgement. With the
 * header out of band, it travels in one record header, {@value #HEADER}, and the record's value is the body alone.
 */
final class KafkaBenchmarkProducer implements BenchmarkProducer {
    private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(30);
    /** The record header that carries msgbench's measuring header: short, as it is on every record. */
    static final String HEADER = "mb";

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
        return new KafkaBenchmarkProducer(
                new KafkaProducer<>(settings.producerProperties()), topic, settings.lingerMs());
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        return send(new ProducerRecord<>(topic, key.orElse(null), payload));
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] header, byte[] body) {
        return send(new ProducerRecord<>(
                topic, null, key.orElse(null), body, new RecordHeaders(new Header[] {new RecordHeader(HEADER, header)
                })));
    }

    private CompletableFuture<Void> send(ProducerRecord<String, byte[]> record) {
        CompletableFuture<Void> acknowledged = new CompletableFuture<>();
        try {
            var unused = producer.send(record, (metadata, error) -> { // the callback takes the outcome
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

package io.msgbench.driver.nats;

import io.msgbench.driver.api.BenchmarkProducer;
import io.nats.client.JetStream;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Publishes to a topic's stream: a keyed message to the subject of its key's partition
 * ({@code <topic>.<hash(key) mod partitions>}), an unkeyed one round robin; done on the JetStream publish ack.
 */
final class NatsProducer implements BenchmarkProducer {
    private final JetStream jetStream;
    private final String topic;
    private final int partitions;
    private final AtomicInteger next = new AtomicInteger();

    NatsProducer(JetStream jetStream, String topic, int partitions) {
        this.jetStream = jetStream;
        this.topic = topic;
        this.partitions = partitions;
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        int partition = key.map(k -> Math.floorMod(k.hashCode(), partitions))
                .orElseGet(() -> Math.floorMod(next.getAndIncrement(), partitions));
        try {
            return jetStream
                    .publishAsync(Topics.subject(topic, partition), payload)
                    .thenApply(ack -> null);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public void close() {
        // the connection is the driver's; nothing is held per producer
    }
}

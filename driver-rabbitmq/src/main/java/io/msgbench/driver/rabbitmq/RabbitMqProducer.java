package io.msgbench.driver.rabbitmq;

import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.MessageProperties;
import com.rabbitmq.client.ShutdownSignalException;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.DriverException;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentNavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * Publishes on a channel of its own in confirm mode: a keyed message to the exchange of its key's partition
 * ({@code hash(key) mod partitions}), an unkeyed one round robin; done on the broker's publisher confirm,
 * failed on its nack or when the channel closes first.
 */
final class RabbitMqProducer implements BenchmarkProducer {
    private final Channel channel;
    private final String topic;
    private final int partitions;
    private final AMQP.BasicProperties properties;
    private final ConcurrentNavigableMap<Long, CompletableFuture<Void>> unconfirmed = new ConcurrentSkipListMap<>();
    private int next;

    RabbitMqProducer(Channel channel, String topic, int partitions, boolean persistent) throws IOException {
        this.channel = channel;
        this.topic = topic;
        this.partitions = partitions;
        this.properties = persistent ? MessageProperties.MINIMAL_PERSISTENT_BASIC : MessageProperties.MINIMAL_BASIC;
        channel.addConfirmListener(
                (tag, multiple) -> confirmed(tag, multiple, null),
                (tag, multiple) -> confirmed(tag, multiple, new DriverException("RabbitMQ nacked the message")));
        channel.addShutdownListener(this::failAll);
        channel.confirmSelect();
    }

    @Override
    public synchronized CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        int partition = key.map(k -> Math.floorMod(k.hashCode(), partitions))
                .orElseGet(() -> Math.floorMod(next++, partitions));
        long tag = channel.getNextPublishSeqNo();
        CompletableFuture<Void> confirm = new CompletableFuture<>();
        unconfirmed.put(tag, confirm);
        try {
            channel.basicPublish(Topology.partitionExchange(topic, partition), "", properties, payload);
        } catch (IOException | RuntimeException e) {
            unconfirmed.remove(tag);
            confirm.completeExceptionally(e);
        }
        return confirm;
    }

    /** A confirm with {@code multiple} covers every tag up to its own. */
    private void confirmed(long tag, boolean multiple, Exception nack) {
        Map<Long, CompletableFuture<Void>> done = multiple ? unconfirmed.headMap(tag, true) : null;
        if (done == null) {
            Optional.ofNullable(unconfirmed.remove(tag)).ifPresent(f -> complete(f, nack));
            return;
        }
        done.values().forEach(f -> complete(f, nack));
        done.clear();
    }

    private static void complete(CompletableFuture<Void> confirm, Exception nack) {
        if (nack == null) {
            confirm.complete(null);
        } else {
            confirm.completeExceptionally(nack);
        }
    }

    private void failAll(ShutdownSignalException cause) {
        unconfirmed.values().forEach(f -> f.completeExceptionally(cause));
        unconfirmed.clear();
    }

    @Override
    public void close() throws IOException {
        try {
            channel.close();
        } catch (com.rabbitmq.client.AlreadyClosedException | java.util.concurrent.TimeoutException e) {
            failAll(new ShutdownSignalException(false, false, null, channel));
        }
    }
}

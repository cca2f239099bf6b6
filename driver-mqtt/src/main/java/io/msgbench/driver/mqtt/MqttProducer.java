package io.msgbench.driver.mqtt;

import com.hivemq.client.mqtt.datatypes.MqttQos;
import com.hivemq.client.mqtt.mqtt5.Mqtt5AsyncClient;
import io.msgbench.driver.api.BenchmarkProducer;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Publishes to a topic's partitions with its own MQTT connection: a keyed message to the partition of its key's
 * hash ({@code <topic>/<n>}), an unkeyed one round robin. At QoS 1 a send is done on the broker's PUBACK; at
 * QoS 0 once the client has written it, since the broker answers nothing.
 */
final class MqttProducer implements BenchmarkProducer {
    private final Mqtt5AsyncClient client;
    private final String topic;
    private final int partitions;
    private final MqttQos qos;
    private final AtomicInteger next = new AtomicInteger();

    MqttProducer(Mqtt5AsyncClient client, String topic, int partitions, MqttQos qos) {
        this.client = client;
        this.topic = topic;
        this.partitions = partitions;
        this.qos = qos;
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        int partition = key.map(k -> Math.floorMod(k.hashCode(), partitions))
                .orElseGet(() -> Math.floorMod(next.getAndIncrement(), partitions));
        try {
            return client.publishWith()
                    .topic(Topics.partition(topic, partition))
                    .qos(qos)
                    .payload(payload)
                    .send()
                    .thenApply(MqttPublishResults::check);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public void close() throws Exception {
        client.disconnect().get(10, TimeUnit.SECONDS);
    }
}

package io.msgbench.driver.mqtt;

import com.hivemq.client.mqtt.datatypes.MqttQos;
import com.hivemq.client.mqtt.mqtt5.Mqtt5AsyncClient;
import com.hivemq.client.mqtt.mqtt5.message.publish.Mqtt5Publish;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.support.TopicAdmin;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * An MQTT broker keeps no list of topics, so the driver keeps one on the broker: each topic's partition count
 * is a retained message on {@code msgbench-topics/<topic>}, cleared when the topic is deleted. Any driver on the
 * same broker (another worker's) reads it back; this driver remembers what it wrote itself.
 */
final class TopicRegistry implements TopicAdmin {
    private static final long ANSWER_SECONDS = 30;

    private final Mqtt5AsyncClient client;
    private final Map<String, Integer> known = new ConcurrentHashMap<>();

    TopicRegistry(Mqtt5AsyncClient client) {
        this.client = client;
    }

    @Override
    public void create(String topic, int partitions) throws Exception {
        Topics.checkName("topic", topic);
        publishRetained(topic, Integer.toString(partitions).getBytes(StandardCharsets.US_ASCII));
        known.put(topic, partitions);
    }

    @Override
    public void delete(Collection<String> topics) throws Exception {
        for (String topic : topics) {
            delete(topic);
        }
    }

    private void delete(String topic) throws Exception {
        publishRetained(topic, new byte[0]); // an empty retained message clears the retained one
        known.remove(topic);
    }

    @Override
    public Optional<Integer> partitionCount(String topic) throws Exception {
        Integer mine = known.get(topic);
        return mine != null ? Optional.of(mine) : readBack(topic);
    }

    /**
     * Subscribes to the topic's entry, then sends a non-retained marker to it: the broker hands a new
     * subscription its retained message before anything published after the subscription, so the marker's
     * arrival says whether there was one. One read at a time: they share the filter.
     */
    private synchronized Optional<Integer> readBack(String topic) throws Exception {
        String entry = Topics.registryEntry(topic);
        AtomicReference<Integer> retained = new AtomicReference<>();
        CompletableFuture<Optional<Integer>> answer = new CompletableFuture<>();
        client.subscribeWith()
                .topicFilter(entry)
                .qos(MqttQos.AT_LEAST_ONCE)
                .callback(message -> {
                    if (message.isRetain()) {
                        try {
                            retained.set(count(message));
                        } catch (DriverException e) {
                            answer.completeExceptionally(e);
                        }
                    } else {
                        answer.complete(Optional.ofNullable(retained.get()));
                    }
                })
                .send()
                .get(ANSWER_SECONDS, TimeUnit.SECONDS);
        try {
            client.publishWith().topic(entry).qos(MqttQos.AT_LEAST_ONCE).send().get(ANSWER_SECONDS, TimeUnit.SECONDS);
            return answer.get(ANSWER_SECONDS, TimeUnit.SECONDS);
        } finally {
            client.unsubscribeWith().topicFilter(entry).send().get(ANSWER_SECONDS, TimeUnit.SECONDS);
        }
    }

    private void publishRetained(String topic, byte[] payload) throws Exception {
        client.publishWith()
                .topic(Topics.registryEntry(topic))
                .qos(MqttQos.AT_LEAST_ONCE)
                .retain(true)
                .payload(payload)
                .send()
                .thenApply(MqttPublishResults::check)
                .get(ANSWER_SECONDS, TimeUnit.SECONDS);
    }

    private static Integer count(Mqtt5Publish message) {
        String text = new String(message.getPayloadAsBytes(), StandardCharsets.US_ASCII);
        try {
            return Integer.valueOf(text);
        } catch (NumberFormatException e) {
            throw new DriverException("not a partition count in " + message.getTopic() + ": '" + text + "'");
        }
    }
}

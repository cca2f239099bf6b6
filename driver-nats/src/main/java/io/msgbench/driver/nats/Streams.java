package io.msgbench.driver.nats;

import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.support.TopicAdmin;
import io.nats.client.Connection;
import io.nats.client.ConsumerContext;
import io.nats.client.JetStreamApiException;
import io.nats.client.JetStreamManagement;
import io.nats.client.api.AckPolicy;
import io.nats.client.api.ConsumerConfiguration;
import io.nats.client.api.DeliverPolicy;
import io.nats.client.api.StreamConfiguration;
import java.io.IOException;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** The topics' streams and the subscriptions' durable consumers, through JetStream's management API. */
final class Streams implements TopicAdmin {
    /** JetStream's error code for "stream not found". */
    private static final int STREAM_NOT_FOUND = 10059;

    private final JetStreamManagement management;
    private final NatsDriverSettings settings;

    Streams(JetStreamManagement management, NatsDriverSettings settings) throws IOException, JetStreamApiException {
        this.management = management;
        this.settings = settings;
        management.getAccountStatistics(); // fails at once where the server has no JetStream
    }

    @Override
    public void create(String topic, int partitions) throws IOException, JetStreamApiException {
        if (partitionCount(topic).isPresent()) {
            throw new DriverException("JetStream stream '" + topic + "' already exists");
        }
        StreamConfiguration config = StreamConfiguration.builder()
                .name(topic)
                .subjects(Topics.subjects(topic, partitions))
                .storageType(settings.storage())
                .replicas(settings.replicas())
                .build();
        StreamConfiguration answered = management.addStream(config).getConfiguration();
        if (answered.getStorageType() != settings.storage() || answered.getReplicas() != settings.replicas()) {
            throw new DriverException("nats-server created stream '" + topic + "' with " + answered.getStorageType()
                    + " storage and " + answered.getReplicas() + " replica(s), not as asked: " + storageInForce());
        }
    }

    /** The number of the stream's subjects, or empty when there is no such stream. */
    @Override
    public Optional<Integer> partitionCount(String topic) throws IOException, JetStreamApiException {
        try {
            return Optional.of(management
                    .getStreamInfo(topic)
                    .getConfiguration()
                    .getSubjects()
                    .size());
        } catch (JetStreamApiException e) {
            if (e.getApiErrorCode() == STREAM_NOT_FOUND) {
                return Optional.empty();
            }
            throw e;
        }
    }

    @Override
    public void delete(Collection<String> topics) throws Exception {
        for (String topic : topics) {
            delete(topic);
        }
    }

    private void delete(String topic) throws IOException, JetStreamApiException {
        management.deleteStream(topic);
    }

    /** The subscription's durable pull consumer on the topic's stream, created on first use. */
    ConsumerContext durableConsumer(Connection connection, String topic, String subscription, DeliverPolicy policy)
            throws IOException, JetStreamApiException {
        String durable = durableName(subscription);
        management.addOrUpdateConsumer(
                topic,
                ConsumerConfiguration.builder()
                        .durable(durable)
                        .ackPolicy(AckPolicy.Explicit)
                        .deliverPolicy(policy)
                        .build());
        return connection.getConsumerContext(topic, durable);
    }

    /** What every stream gets; {@link #create} checks it against the server's answer. */
    String storageInForce() {
        return settings.storage().toString().toLowerCase(Locale.ROOT) + " storage, " + settings.replicas()
                + " replica(s)";
    }

    /** A consumer name may not hold '.', '*', '>' or white space. */
    static String durableName(String subscription) {
        return subscription.replaceAll("[.*>\\s]", "_");
    }
}

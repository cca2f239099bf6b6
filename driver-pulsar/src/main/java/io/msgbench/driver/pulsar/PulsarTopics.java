package io.msgbench.driver.pulsar;

import io.msgbench.driver.support.Futures;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.apache.pulsar.client.admin.PulsarAdmin;
import org.apache.pulsar.client.admin.PulsarAdminException;
import org.apache.pulsar.common.naming.TopicName;

/**
 * The run's topics through the admin API: a short name such as {@code msgbench-a1b2-0} lives in the run's
 * namespace; a full name ({@code persistent://tenant/ns/topic}) is used as given.
 */
final class PulsarTopics {
    private final PulsarAdmin admin;
    private final String topicType;
    private final String namespace;

    PulsarTopics(PulsarAdmin admin, String topicType, String namespace) {
        this.admin = admin;
        this.topicType = topicType;
        this.namespace = namespace;
    }

    String fullName(String topic) {
        return topic.contains("://") ? topic : topicType + "://" + namespace + "/" + topic;
    }

    /** The name without domain and namespace, which carries the driver's prefix. */
    static String localName(String topic) {
        return topic.substring(topic.lastIndexOf('/') + 1);
    }

    /** Partitioned when {@code partitions > 1}, as the studies ran it; otherwise a plain topic. */
    CompletableFuture<Void> create(String topic, int partitions) {
        String full = fullName(topic);
        return partitions > 1
                ? admin.topics().createPartitionedTopicAsync(full, partitions)
                : admin.topics().createNonPartitionedTopicAsync(full);
    }

    CompletableFuture<Optional<Integer>> partitionCount(String topic) {
        String full = fullName(topic);
        return admin.topics()
                .getPartitionedTopicMetadataAsync(full)
                .thenCompose(metadata -> {
                    if (metadata.partitions > 0) {
                        return CompletableFuture.completedFuture(Optional.of(metadata.partitions));
                    }
                    return admin.topics()
                            .getListAsync(TopicName.get(full).getNamespace())
                            .thenApply(topics -> topics.contains(full) ? Optional.of(1) : Optional.<Integer>empty());
                })
                .exceptionallyCompose(error -> Futures.unwrap(error) instanceof PulsarAdminException.NotFoundException
                        ? CompletableFuture.completedFuture(Optional.empty())
                        : CompletableFuture.failedFuture(Futures.unwrap(error)));
    }

    /** Force-deletes the topic with its subscriptions, partitioned or not. */
    CompletableFuture<Void> delete(String topic) {
        String full = fullName(topic);
        return admin.topics()
                .getPartitionedTopicMetadataAsync(full)
                .thenCompose(metadata -> metadata.partitions > 0
                        ? admin.topics().deletePartitionedTopicAsync(full, true)
                        : admin.topics().deleteAsync(full, true));
    }
}

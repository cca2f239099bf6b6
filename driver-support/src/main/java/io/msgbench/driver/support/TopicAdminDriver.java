package io.msgbench.driver.support;

import io.msgbench.driver.api.BenchmarkDriver;
import java.util.Collection;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * A driver whose topics are a {@link TopicAdmin}'s blocking calls: {@code createTopic}, {@code partitionCount}
 * and {@code deleteTopics} (behind the {@link OwnTopics} guard) follow from it, each a {@link Calls#now} call.
 */
public interface TopicAdminDriver extends BenchmarkDriver {
    /** The driver's topic administration; asked only after {@link #initialize}. */
    TopicAdmin topicAdmin();

    /** What the driver's topics are on its broker, for the deletion guard's refusal ("RabbitMQ exchanges"). */
    String topicKind();

    /** What an admin call's failure becomes; default: itself. */
    default Throwable explainAdminFailure(Exception failure) {
        return failure;
    }

    @Override
    default CompletableFuture<Void> createTopic(String topic, int partitions) {
        return Calls.now(
                () -> {
                    topicAdmin().create(topic, partitions);
                    return null;
                },
                this::explainAdminFailure);
    }

    @Override
    default CompletableFuture<Optional<Integer>> partitionCount(String topic) {
        return Calls.now(() -> topicAdmin().partitionCount(topic), this::explainAdminFailure);
    }

    @Override
    default CompletableFuture<Void> deleteTopics(Collection<String> topics) {
        return OwnTopics.deleteOnly(
                topics,
                topicNamePrefix(),
                topicKind(),
                () -> Calls.now(
                        () -> {
                            topicAdmin().delete(topics);
                            return null;
                        },
                        this::explainAdminFailure));
    }
}

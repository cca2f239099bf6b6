package io.msgbench.driver.kafka;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.api.ReadFrom;
import io.msgbench.driver.support.Futures;
import io.msgbench.driver.support.OwnTopics;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.DescribeClusterOptions;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;
import org.apache.kafka.common.utils.AppInfoParser;

/**
 * Runs the benchmark against Kafka: topics through the Admin client, one KafkaProducer per producer and
 * one KafkaConsumer (on its own poll thread) per consumer.
 */
public final class KafkaDriver implements BenchmarkDriver {
    /** Topics per CreateTopics request: a request stays well under a megabyte, a controller's batch bounded. */
    static final int TOPICS_PER_REQUEST = 1_000;

    private static final Duration ADMIN_CLOSE_TIMEOUT = Duration.ofSeconds(10);

    private KafkaDriverSettings settings;
    private Admin admin;

    @Override
    public void initialize(DriverConfig config) {
        settings = KafkaDriverSettings.parse(config);
        Duration timeout = settings.adminTimeout();
        Admin created;
        try {
            created = Admin.create(settings.adminProperties());
        } catch (RuntimeException e) {
            throw unreachable(e);
        }
        try {
            created.describeCluster(new DescribeClusterOptions().timeoutMs((int) timeout.toMillis()))
                    .clusterId()
                    .get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            created.close(Duration.ZERO);
            throw unreachable(e);
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            // close, or the admin client's network thread outlives the failed run
            created.close(Duration.ZERO);
            throw unreachable(
                    e instanceof TimeoutException
                            ? new TimeoutException(
                                    "no answer within " + timeout.toMillis() + " ms (a cluster that is only slow"
                                            + " gets longer with default.api.timeout.ms in commonConfig)")
                            : e);
        }
        admin = created;
        if (settings.reset()) {
            deleteLeftoverTopics(timeout);
        }
    }

    @Override
    public CompletableFuture<Void> createTopic(String topic, int partitions) {
        return createTopics(List.of(topic), partitions);
    }

    /** One CreateTopics request per {@value #TOPICS_PER_REQUEST} topics, each sent when the one before it is done. */
    @Override
    public CompletableFuture<Void> createTopics(List<String> topics, int partitions) {
        CompletableFuture<Void> created = CompletableFuture.completedFuture(null);
        for (int from = 0; from < topics.size(); from += TOPICS_PER_REQUEST) {
            List<NewTopic> batch = topics.subList(from, Math.min(topics.size(), from + TOPICS_PER_REQUEST)).stream()
                    .map(topic -> new NewTopic(topic, partitions, (short) settings.replicationFactor())
                            .configs(settings.topicConfigMap()))
                    .toList();
            created = created.thenCompose(
                    done -> KafkaFutures.toCompletable(admin.createTopics(batch).all()));
        }
        return created;
    }

    @Override
    public CompletableFuture<Optional<Integer>> partitionCount(String topic) {
        return KafkaFutures.toCompletable(
                        admin.describeTopics(List.of(topic)).topicNameValues().get(topic))
                .handle((description, error) -> {
                    if (error == null) {
                        return Optional.of(description.partitions().size());
                    }
                    Throwable cause = Futures.unwrap(error);
                    if (cause instanceof UnknownTopicOrPartitionException) {
                        return Optional.<Integer>empty();
                    }
                    throw new DriverException("cannot describe topic " + topic + ": " + cause.getMessage(), cause);
                });
    }

    @Override
    public CompletableFuture<Void> deleteTopics(Collection<String> topics) {
        return OwnTopics.deleteOnly(topics, topicNamePrefix(), "Kafka topics", () -> deleteInBatches(topics));
    }

    /** Deletes the topics {@link #TOPICS_PER_REQUEST} per request, one request after the other. */
    private CompletableFuture<Void> deleteInBatches(Collection<String> topics) {
        List<String> all = List.copyOf(topics);
        CompletableFuture<Void> deleted = CompletableFuture.completedFuture(null);
        for (int from = 0; from < all.size(); from += TOPICS_PER_REQUEST) {
            List<String> batch = all.subList(from, Math.min(all.size(), from + TOPICS_PER_REQUEST));
            deleted = deleted.thenCompose(done -> deleteBatch(batch));
        }
        return deleted;
    }

    /** One DeleteTopics request; a topic already gone (a retried request deleted it the first time) counts as deleted. */
    private CompletableFuture<Void> deleteBatch(List<String> batch) {
        return CompletableFuture.allOf(admin.deleteTopics(batch).topicNameValues().values().stream()
                .map(result -> KafkaFutures.toCompletable(result).exceptionally(error -> {
                    if (Futures.unwrap(error) instanceof UnknownTopicOrPartitionException) {
                        return null;
                    }
                    throw error instanceof CompletionException c ? c : new CompletionException(error);
                }))
                .toArray(CompletableFuture[]::new));
    }

    /** In a record header (Kafka 0.11 and later), so the record's value is exactly messageSize bytes. */
    @Override
    public boolean carriesHeaderOutOfBand() {
        return true;
    }

    @Override
    public String outOfBandHeaderPlace() {
        return "a Kafka record header '" + KafkaBenchmarkProducer.HEADER + "', 28 bytes";
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        try {
            return CompletableFuture.completedFuture(KafkaBenchmarkProducer.create(settings, topic));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        return createConsumer(topic, subscriptionName, null, callback);
    }

    /** A null readFrom keeps consumerConfig's auto.offset.reset; the group is new, so the reset applies. */
    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ReadFrom readFrom, ConsumerCallback callback) {
        try {
            return KafkaBenchmarkConsumer.start(settings, topic, subscriptionName, readFrom, callback);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public void checkConfig(DriverConfig config) {
        KafkaDriverSettings.parse(config);
    }

    @Override
    public Map<String, String> describe() {
        return settings != null ? settings.describe() : Map.of("clientVersion", AppInfoParser.getVersion());
    }

    @Override
    public void close() {
        if (admin != null) {
            admin.close(ADMIN_CLOSE_TIMEOUT);
            admin = null;
        }
    }

    /** reset: true removes what an aborted earlier run left, and only topics with this driver's prefix. */
    private void deleteLeftoverTopics(Duration timeout) {
        String prefix = topicNamePrefix();
        try {
            List<String> leftovers = admin.listTopics().names().get(timeout.toMillis(), TimeUnit.MILLISECONDS).stream()
                    .filter(name -> name.startsWith(prefix))
                    .toList();
            if (!leftovers.isEmpty()) {
                admin.deleteTopics(leftovers).all().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DriverException("interrupted while deleting leftover topics", e);
        } catch (ExecutionException | TimeoutException e) {
            Throwable cause = Futures.unwrap(e);
            throw new DriverException(
                    "cannot delete leftover '" + prefix + "' topics (reset: true): " + cause.getMessage(), cause);
        }
    }

    /** A broker that cannot be reached is a setting to fix, reported like a bad value: exit 2, one line. */
    private DriverConfigException unreachable(Throwable error) {
        Throwable cause = Futures.unwrap(error);
        // Admin.create wraps a bad bootstrap address in a KafkaException; its cause says what is wrong
        String message = cause.getCause() != null
                        && cause.getMessage() != null
                        && cause.getMessage().startsWith("Failed to create new KafkaAdminClient")
                ? cause.getCause().getMessage()
                : cause.getMessage();
        return new DriverConfigException(
                "commonConfig.bootstrap.servers",
                "cannot reach Kafka at " + settings.bootstrapServers() + ": " + message);
    }
}

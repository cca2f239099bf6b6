package io.msgbench.driver.pulsar;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.support.Futures;
import io.msgbench.driver.support.OwnTopics;
import io.msgbench.driver.support.SettingsDriver;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.pulsar.PulsarVersion;
import org.apache.pulsar.client.admin.PulsarAdmin;
import org.apache.pulsar.client.admin.PulsarAdminException;
import org.apache.pulsar.client.api.BatcherBuilder;
import org.apache.pulsar.client.api.ProducerBuilder;
import org.apache.pulsar.client.api.PulsarClient;
import org.apache.pulsar.client.api.PulsarClientException;
import org.apache.pulsar.client.api.SubscriptionInitialPosition;
import org.apache.pulsar.client.api.SubscriptionType;

/**
 * Runs the benchmark against Pulsar: a namespace per run (or a configured one) and topics through the admin
 * API, one Pulsar producer per producer and one consumer (on its own receive thread) per consumer.
 */
public final class PulsarDriver extends SettingsDriver<PulsarDriverSettings> {
    private PulsarAdmin admin;
    private PulsarClient client;
    private RunNamespace namespace;
    private PulsarTopics topics;
    private String brokerVersion = "unknown";

    public PulsarDriver() {
        super(PulsarDriverSettings::parse);
    }

    @Override
    protected void connect(PulsarDriverSettings settings) {
        PulsarDriverSettings.Client c = settings.client();
        List<String> unreachable = ServiceUrlCheck.unreachable(c.serviceUrl());
        if (!unreachable.isEmpty()) {
            // an unreachable broker is a setting to fix, reported like a bad value: one line, exit 2
            throw new DriverConfigException(
                    "client.serviceUrl",
                    "cannot reach Pulsar at " + c.serviceUrl() + ": " + String.join("; ", unreachable));
        }
        try {
            admin = PulsarClients.admin(c);
            brokerVersion = admin.brokers().getVersion();
            namespace = RunNamespace.open(admin, settings);
            client = PulsarClients.client(c);
        } catch (PulsarAdminException | PulsarClientException | RuntimeException e) {
            closeQuietly();
            if (e instanceof DriverConfigException || e instanceof DriverException) {
                throw (RuntimeException) e;
            }
            if (unreachable(e)) {
                throw new DriverConfigException(
                        "client.httpUrl", "cannot reach Pulsar's admin API at " + c.httpUrl() + ": " + message(e));
            }
            throw new DriverException("cannot set up Pulsar at httpUrl=" + c.httpUrl() + ": " + message(e), e);
        }
        topics = new PulsarTopics(admin, c.topicType(), namespace.name());
    }

    private static boolean unreachable(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.net.ConnectException || t instanceof java.net.UnknownHostException) {
                return true;
            }
        }
        return false;
    }

    @Override
    public CompletableFuture<Void> createTopic(String topic, int partitions) {
        return topics.create(topic, partitions);
    }

    @Override
    public CompletableFuture<Optional<Integer>> partitionCount(String topic) {
        return topics.partitionCount(topic);
    }

    @Override
    public CompletableFuture<Void> deleteTopics(Collection<String> names) {
        return OwnTopics.deleteOnly(
                names,
                PulsarTopics::localName,
                topicNamePrefix(),
                "Pulsar topics",
                () -> CompletableFuture.allOf(names.stream().map(topics::delete).toArray(CompletableFuture[]::new)));
    }

    /** Where the policy in force offloads: how much of the topics lies in tiered storage now. */
    @Override
    public CompletableFuture<Map<String, String>> describeTopics(List<String> names) {
        if (namespace == null || !NamespaceOffload.offloads(namespace.policy().offload())) {
            return CompletableFuture.completedFuture(Map.of());
        }
        return new TieredStorageTally(admin, topics)
                .count(names)
                .thenApply(words -> Map.of(TieredStorageTally.FACT, words));
    }

    /** In a message property (text: the header goes base64-encoded), so the value is exactly messageSize bytes. */
    @Override
    public boolean carriesHeaderOutOfBand() {
        return true;
    }

    @Override
    public String outOfBandHeaderPlace() {
        return "a Pulsar message property '" + PulsarBenchmarkProducer.PROPERTY
                + "', the 28 bytes as 40 of Base64 text";
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        PulsarDriverSettings.Producer p = settings().producer();
        ProducerBuilder<byte[]> builder = client.newProducer()
                .topic(topics.fullName(topic))
                .enableBatching(p.batchingEnabled())
                .batchingMaxPublishDelay(p.batchingMaxPublishDelayMs(), TimeUnit.MILLISECONDS)
                .batchingMaxBytes(p.batchingMaxBytes())
                .blockIfQueueFull(p.blockIfQueueFull())
                .sendTimeout(p.sendTimeoutMs(), TimeUnit.MILLISECONDS);
        if (p.pendingQueueSize() > 0) {
            builder.maxPendingMessages(p.pendingQueueSize());
        }
        if (settings().consumer().subscriptionType() == SubscriptionType.Key_Shared) {
            // Key_Shared consumers need each batch to hold a single key
            builder.batcherBuilder(BatcherBuilder.KEY_BASED);
        }
        return builder.createAsync().thenApply(PulsarBenchmarkProducer::new);
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        PulsarDriverSettings.Consumer c = settings().consumer();
        return client.newConsumer()
                .topic(topics.fullName(topic))
                .subscriptionName(subscriptionName)
                .subscriptionType(c.subscriptionType())
                .receiverQueueSize(c.receiverQueueSize())
                .subscriptionInitialPosition(SubscriptionInitialPosition.Earliest)
                .subscribeAsync()
                .thenApply(consumer -> new PulsarBenchmarkConsumer(consumer, callback));
    }

    @Override
    public Map<String, String> describe() {
        if (settings() == null || namespace == null) {
            return Map.of("clientVersion", PulsarVersion.getVersion(), "durability", "not connected");
        }
        return PulsarDescription.of(settings(), namespace, PulsarVersion.getVersion(), brokerVersion);
    }

    @Override
    public void close() throws PulsarClientException {
        try {
            if (client != null) {
                client.close();
            }
        } finally {
            client = null;
            if (namespace != null && admin != null) {
                namespace.delete(admin);
            }
            namespace = null;
            if (admin != null) {
                admin.close(); // its threads end after this returns: the framework keeps our classes until then
            }
            admin = null;
        }
    }

    private void closeQuietly() {
        try {
            close();
        } catch (PulsarClientException | RuntimeException ignored) {
            // the setup failure is what the user needs to see
        }
    }

    private static String message(Throwable e) {
        Throwable cause = Futures.unwrap(e);
        while (cause.getCause() != null
                && cause.getCause() != cause
                && (cause.getMessage() == null || cause.getMessage().startsWith("java."))) {
            cause = cause.getCause();
        }
        return cause.getMessage() != null
                ? cause.getMessage()
                : cause.getClass().getSimpleName();
    }
}

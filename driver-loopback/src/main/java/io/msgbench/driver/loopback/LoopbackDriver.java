package io.msgbench.driver.loopback;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.support.OwnTopics;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The calibration driver: no broker, no network. A send is acknowledged at once and queued for the
 * consumers of the same topic in this process, which a few delivery threads hand to the callbacks. A
 * run on it measures msgbench itself: scheduling, stamping, recording, verification and merging.
 *
 * <p>Like a broker it keeps order per partition (a key always maps to the same partition), gives each
 * subscription every message once, splits a subscription's partitions over its consumers, and holds
 * messages for a paused consumer (up to {@code queueCapacity}; then sends wait).
 * <pre>{@code
 * driverClass: loopback
 * deliveryThreads: 1
 * queueCapacity: 65536
 * }</pre>
 */
public final class LoopbackDriver implements BenchmarkDriver {
    static final String VERSION = "1";

    private final Map<String, LoopbackTopic> topics = new ConcurrentHashMap<>();
    private final List<DeliveryThread> deliveryThreads = new ArrayList<>();
    private final AtomicInteger nextDeliveryThread = new AtomicInteger();
    private int queueCapacity;

    @Override
    public void initialize(DriverConfig config) {
        checkConfig(config);
        int threads = config.positiveInteger("deliveryThreads", 1);
        queueCapacity = config.positiveInteger("queueCapacity", 65_536);
        for (int i = 0; i < threads; i++) {
            DeliveryThread thread = new DeliveryThread("msgbench-loopback-delivery-" + i);
            deliveryThreads.add(thread);
            thread.start();
        }
    }

    @Override
    public void checkConfig(DriverConfig config) {
        config.rejectUnknownKeys(Set.of("deliveryThreads", "queueCapacity"));
        config.positiveInteger("deliveryThreads", 1);
        config.positiveInteger("queueCapacity", 65_536);
    }

    @Override
    public CompletableFuture<Void> createTopic(String topic, int partitions) {
        if (partitions < 1) {
            return CompletableFuture.failedFuture(
                    new DriverException("topic " + topic + ": partitions must be at least 1"));
        }
        if (topics.putIfAbsent(topic, new LoopbackTopic(partitions)) != null) {
            return CompletableFuture.failedFuture(new DriverException("topic " + topic + " already exists"));
        }
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public CompletableFuture<Optional<Integer>> partitionCount(String topic) {
        return CompletableFuture.completedFuture(
                Optional.ofNullable(topics.get(topic)).map(LoopbackTopic::partitions));
    }

    @Override
    public CompletableFuture<Void> deleteTopics(Collection<String> names) {
        return OwnTopics.deleteOnly(names, topicNamePrefix(), "loopback topics", () -> {
            names.forEach(topics::remove);
            return CompletableFuture.completedFuture(null);
        });
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        return existing(topic).thenApply(LoopbackProducer::new);
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        return existing(topic).thenApply(t -> {
            DeliveryThread thread =
                    deliveryThreads.get(Math.floorMod(nextDeliveryThread.getAndIncrement(), deliveryThreads.size()));
            LoopbackConsumer consumer = new LoopbackConsumer(callback, queueCapacity, thread);
            t.subscribe(subscriptionName, consumer);
            thread.add(consumer);
            return consumer;
        });
    }

    @Override
    public Map<String, String> describe() {
        return Map.of(
                "durability",
                "none (calibration driver: in memory, acknowledged on send)",
                "clientVersion",
                "msgbench loopback " + VERSION,
                "deliveryThreads",
                String.valueOf(deliveryThreads.size()),
                "queueCapacity",
                String.valueOf(queueCapacity));
    }

    @Override
    public void close() throws InterruptedException {
        for (DeliveryThread thread : deliveryThreads) {
            thread.shutdown();
        }
        deliveryThreads.clear();
        topics.clear();
    }

    private CompletableFuture<LoopbackTopic> existing(String topic) {
        if (deliveryThreads.isEmpty()) {
            return CompletableFuture.failedFuture(new DriverException("the loopback driver is not initialized"));
        }
        LoopbackTopic found = topics.get(topic);
        return found == null
                ? CompletableFuture.failedFuture(new DriverException("topic " + topic + " does not exist"))
                : CompletableFuture.completedFuture(found);
    }
}

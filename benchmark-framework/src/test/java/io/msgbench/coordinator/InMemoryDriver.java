package io.msgbench.coordinator;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.measure.PayloadHeader;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A broker-less driver for testing the coordinator's own logic: acknowledges each send at once and
 * delivers it, in order, on one thread, to one consumer of each subscription. Never a stand-in for a
 * driver test: those run against real brokers.
 */
final class InMemoryDriver implements BenchmarkDriver {
    final Map<String, Integer> topics = new ConcurrentHashMap<>();
    final List<String> deleted = new ArrayList<>();
    /** Every n-th message is silently dropped after its acknowledgement (0: none). */
    volatile int dropEvery;

    volatile boolean failTopicCreation;
    /** When set, deleteTopics() blocks its caller for good, as a client retrying a broker that is gone does. */
    volatile boolean blockTopicDeletion;
    /** When set, createTopic() (and so createTopics()) blocks its caller for good, before returning a future. */
    volatile boolean blockTopicCreation;
    /** When set, partitionCount() blocks its caller for good, before returning a future. */
    volatile boolean blockPartitionCount;
    /** When set, createProducer() blocks its caller for good, before returning a future. */
    volatile boolean blockProducerCreation;
    /** When set, createConsumer() blocks its caller for good, before returning a future. */
    volatile boolean blockConsumerCreation;
    /** When set, describeTopics() fails. */
    volatile boolean failDescribeTopics;
    /** When set, close() throws once it has closed. */
    volatile boolean failClose;
    /** Set once close() has run. */
    volatile boolean closed;
    /** When set, pause() does nothing: a consumer that cannot pause, so no backlog builds. */
    volatile boolean ignorePause;
    /** Carries the header out of band: sends and delivers it beside the body. */
    volatile boolean outOfBand;
    /** The size of every body sent with its header out of band, probes included. */
    final java.util.Queue<Integer> bodySizes = new java.util.concurrent.ConcurrentLinkedQueue<>();
    /** What each producer reports as its client's own figures ({@code clientMetrics()}). */
    volatile Map<String, Double> producerFigures = Map.of();

    /** The header of every message dropped after its acknowledgement. */
    final java.util.Queue<PayloadHeader.Fields> dropped = new java.util.concurrent.ConcurrentLinkedQueue<>();
    /** The header of every message sent, probes included, in the order of the sends. */
    final java.util.Queue<PayloadHeader.Fields> sentHeaders = new java.util.concurrent.ConcurrentLinkedQueue<>();

    private final java.util.concurrent.atomic.AtomicBoolean paused = new java.util.concurrent.atomic.AtomicBoolean();
    private final List<Runnable> held = new ArrayList<>();

    private final Map<String, Map<String, List<ConsumerCallback>>> subscriptions = new ConcurrentHashMap<>();
    private final ExecutorService delivery = Executors.newSingleThreadExecutor();
    private final AtomicInteger sent = new AtomicInteger();

    @Override
    public void checkConfig(DriverConfig config) {
        // reads no keys of its own
    }

    @Override
    public void initialize(DriverConfig config) {}

    @Override
    public CompletableFuture<Void> createTopic(String topic, int partitions) {
        hangWhile(() -> blockTopicCreation);
        if (failTopicCreation) {
            return CompletableFuture.failedFuture(new IllegalStateException("the broker said no"));
        }
        topics.put(topic, partitions);
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public CompletableFuture<Optional<Integer>> partitionCount(String topic) {
        hangWhile(() -> blockPartitionCount);
        return CompletableFuture.completedFuture(Optional.ofNullable(topics.get(topic)));
    }

    @Override
    public CompletableFuture<Void> deleteTopics(Collection<String> names) {
        hangWhile(() -> blockTopicDeletion);
        synchronized (deleted) {
            deleted.addAll(names);
        }
        names.forEach(topics::remove);
        return CompletableFuture.completedFuture(null);
    }

    /** How many messages were sent to the topics when asked: after the drain, every message of the run. */
    @Override
    public CompletableFuture<Map<String, String>> describeTopics(List<String> names) {
        if (failDescribeTopics) {
            return CompletableFuture.failedFuture(new IllegalStateException("the broker keeps no stats"));
        }
        return CompletableFuture.completedFuture(Map.of("messagesSent", names.size() + " topic(s), " + sent.get()));
    }

    /** No answer ever while the switch is on: only the caller's bound ends its wait. */
    private static void hangWhile(java.util.function.BooleanSupplier on) {
        while (on.getAsBoolean()) {
            java.util.concurrent.locks.LockSupport.park();
        }
    }

    @Override
    public boolean carriesHeaderOutOfBand() {
        return outOfBand;
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        hangWhile(() -> blockProducerCreation);
        BenchmarkProducer producer = new BenchmarkProducer() {
            @Override
            public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
                sentHeaders.add(PayloadHeader.read(payload));
                int n = sent.incrementAndGet();
                if (dropEvery == 0 || n % dropEvery != 0) {
                    delivery.execute(() -> deliverOrHold(topic, payload));
                } else {
                    dropped.add(PayloadHeader.read(payload));
                }
                return CompletableFuture.completedFuture(null);
            }

            @Override
            public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] header, byte[] body) {
                sentHeaders.add(PayloadHeader.read(header));
                bodySizes.add(body.length);
                delivery.execute(() -> subscriptions
                        .getOrDefault(topic, Map.of())
                        .values()
                        .forEach(consumers -> consumers.get(0).messageReceived(header, body)));
                return CompletableFuture.completedFuture(null);
            }

            @Override
            public Map<String, Double> clientMetrics() {
                return producerFigures;
            }

            @Override
            public void close() {}
        };
        return CompletableFuture.completedFuture(producer);
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscription, ConsumerCallback callback) {
        hangWhile(() -> blockConsumerCreation);
        subscriptions
                .computeIfAbsent(topic, t -> new ConcurrentHashMap<>())
                .computeIfAbsent(subscription, s -> new java.util.concurrent.CopyOnWriteArrayList<>())
                .add(callback);
        BenchmarkConsumer consumer = new BenchmarkConsumer() {
            @Override
            public void pause() {
                if (!ignorePause) {
                    paused.set(true);
                }
            }

            @Override
            public void resume() {
                delivery.execute(() -> {
                    paused.set(false);
                    held.forEach(Runnable::run);
                    held.clear();
                });
            }

            @Override
            public void close() {}
        };
        return CompletableFuture.completedFuture(consumer);
    }

    /** Runs on the delivery thread only, so {@code held} needs no lock. */
    private void deliverOrHold(String topic, byte[] payload) {
        if (paused.get()) {
            held.add(() -> deliver(topic, payload));
        } else {
            deliver(topic, payload);
        }
    }

    private void deliver(String topic, byte[] payload) {
        subscriptions
                .getOrDefault(topic, Map.of())
                .values()
                .forEach(consumers -> consumers.get(0).messageReceived(payload));
    }

    @Override
    public Map<String, String> describe() {
        return Map.of("durability", "none (in memory)", "clientVersion", "test");
    }

    @Override
    public void close() {
        delivery.shutdownNow();
        closed = true;
        if (failClose) {
            throw new IllegalStateException("the test's driver fails to close");
        }
    }
}

package io.msgbench.driver.loopback;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A topic: its partition count and its subscriptions. Each subscription gets every message; within
 * one, partition {@code p} belongs to consumer {@code p mod members}, so a key's messages stay in order.
 */
final class LoopbackTopic {
    private final int partitions;
    private final Map<String, Subscription> byName = new ConcurrentHashMap<>();
    /** Read on every send; replaced (never changed in place) when a subscription or member comes or goes. */
    private volatile Subscription[] subscriptions = new Subscription[0];

    LoopbackTopic(int partitions) {
        this.partitions = partitions;
    }

    int partitions() {
        return partitions;
    }

    synchronized void subscribe(String subscription, LoopbackConsumer consumer) {
        byName.computeIfAbsent(subscription, s -> new Subscription()).add(consumer);
        subscriptions = byName.values().toArray(Subscription[]::new);
        consumer.onClose(() -> unsubscribe(subscription, consumer));
    }

    private synchronized void unsubscribe(String subscription, LoopbackConsumer consumer) {
        Subscription members = byName.get(subscription);
        if (members != null && members.remove(consumer)) {
            byName.remove(subscription);
        }
        subscriptions = byName.values().toArray(Subscription[]::new);
    }

    /** Queues the payload for one consumer of each subscription: the owner of {@code partition}. */
    void publish(int partition, byte[] payload) {
        for (Subscription subscription : subscriptions) {
            subscription.deliver(partition, payload);
        }
    }

    /** The consumers of one subscription; copy-on-write, read on every send. */
    private static final class Subscription {
        private volatile LoopbackConsumer[] members = new LoopbackConsumer[0];

        synchronized void add(LoopbackConsumer consumer) {
            LoopbackConsumer[] grown = java.util.Arrays.copyOf(members, members.length + 1);
            grown[members.length] = consumer;
            members = grown;
        }

        /** Removes the consumer; true when none is left. */
        synchronized boolean remove(LoopbackConsumer consumer) {
            members =
                    java.util.Arrays.stream(members).filter(m -> m != consumer).toArray(LoopbackConsumer[]::new);
            return members.length == 0;
        }

        void deliver(int partition, byte[] payload) {
            LoopbackConsumer[] current = members;
            if (current.length > 0) {
                current[partition % current.length].enqueue(payload);
            }
        }
    }
}

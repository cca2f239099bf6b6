package io.msgbench.driver.rabbitmq;

import com.rabbitmq.client.BuiltinExchangeType;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ShutdownSignalException;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.support.TopicAdmin;
import java.io.IOException;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The broker objects behind topics and subscriptions. A topic is a durable fanout exchange {@code <topic>};
 * its partition n a durable fanout exchange {@code <topic>.partition-<n>} bound to it (RabbitMQ has no
 * partitions: these only spread keys, and their number is what the broker can tell back). A subscription is a
 * durable queue {@code <topic>-<subscription>} of the configured type, bound to the topic's exchange.
 */
final class Topology implements TopicAdmin {
    /** AMQP's reply code for "not found", with which a passive declaration of a missing object fails. */
    private static final int NOT_FOUND = 404;

    private final Connection connection;
    private final QueueType queueType;
    /** Partition counts of topics this driver created or counted: then only the topic's existence is asked. */
    private final Map<String, Integer> counted = new ConcurrentHashMap<>();

    private final Map<String, Set<String>> queues = new ConcurrentHashMap<>();
    private Channel channel;

    Topology(Connection connection, QueueType queueType) {
        this.connection = connection;
        this.queueType = queueType;
    }

    static String partitionExchange(String topic, int partition) {
        return topic + ".partition-" + partition;
    }

    static String queue(String topic, String subscription) {
        return topic + "-" + subscription;
    }

    /** Partitions first, the topic's exchange last: a topic that exists has all its partitions. */
    @Override
    public synchronized void create(String topic, int partitions) throws IOException {
        if (exists(topic)) {
            throw new DriverException("RabbitMQ exchange '" + topic + "' already exists");
        }
        Channel declare = channel();
        for (int p = 0; p < partitions; p++) {
            declare.exchangeDeclare(partitionExchange(topic, p), BuiltinExchangeType.FANOUT, true);
        }
        declare.exchangeDeclare(topic, BuiltinExchangeType.FANOUT, true);
        for (int p = 0; p < partitions; p++) {
            declare.exchangeBind(topic, partitionExchange(topic, p), "");
        }
        counted.put(topic, partitions);
    }

    /** Empty when there is no such topic; else its partitions, found by passive declarations. */
    @Override
    public synchronized Optional<Integer> partitionCount(String topic) throws IOException {
        if (!exists(topic)) {
            counted.remove(topic);
            return Optional.empty();
        }
        Integer known = counted.get(topic);
        return Optional.of(known != null ? known : countPartitions(topic));
    }

    /** The first missing partition exchange: doubling to pass it, then halving to find it. */
    private int countPartitions(String topic) throws IOException {
        int present = 0;
        int missing = 1;
        while (exists(partitionExchange(topic, missing - 1))) {
            present = missing;
            missing *= 2;
        }
        while (missing - present > 1) {
            int middle = (present + missing) / 2;
            if (exists(partitionExchange(topic, middle - 1))) {
                present = middle;
            } else {
                missing = middle;
            }
        }
        counted.put(topic, present);
        return present;
    }

    /** The subscription's queue, declared (or found, when of the same type) and bound to the topic. */
    synchronized String subscriptionQueue(String topic, String subscription) throws IOException {
        if (!exists(topic)) {
            throw new DriverException("no RabbitMQ exchange '" + topic + "' (topic not created)");
        }
        String queue = queue(topic, subscription);
        Channel declare = channel();
        declare.queueDeclare(queue, true, false, false, queueType.arguments());
        declare.queueBind(queue, topic, "");
        queues.computeIfAbsent(topic, t -> ConcurrentHashMap.newKeySet()).add(queue);
        return queue;
    }

    /** The topic's exchanges and the queues this driver declared for it (other processes' queues stay). */
    @Override
    public synchronized void delete(Collection<String> topics) throws IOException {
        for (String topic : topics) {
            int partitions = partitionCount(topic).orElse(0);
            Channel delete = channel();
            for (String queue : queues.getOrDefault(topic, Set.of())) {
                delete.queueDelete(queue);
            }
            delete.exchangeDelete(topic);
            for (int p = 0; p < partitions; p++) {
                delete.exchangeDelete(partitionExchange(topic, p));
            }
            queues.remove(topic);
            counted.remove(topic);
        }
    }

    private boolean exists(String exchange) throws IOException {
        try {
            channel().exchangeDeclarePassive(exchange);
            return true;
        } catch (IOException e) {
            if (e.getCause() instanceof ShutdownSignalException signal
                    && !signal.isHardError()
                    && signal.getReason() instanceof com.rabbitmq.client.AMQP.Channel.Close close
                    && close.getReplyCode() == NOT_FOUND) {
                return false; // the broker closed the channel; the next call opens another
            }
            throw e;
        }
    }

    private Channel channel() throws IOException {
        if (channel == null || !channel.isOpen()) {
            channel = connection.createChannel();
        }
        return channel;
    }
}

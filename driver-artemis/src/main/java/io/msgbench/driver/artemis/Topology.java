package io.msgbench.driver.artemis;

import io.msgbench.driver.support.TopicAdmin;
import java.util.Collection;
import java.util.Optional;
import org.apache.activemq.artemis.api.core.ActiveMQQueueExistsException;
import org.apache.activemq.artemis.api.core.QueueConfiguration;
import org.apache.activemq.artemis.api.core.RoutingType;
import org.apache.activemq.artemis.api.core.SimpleString;
import org.apache.activemq.artemis.api.core.client.ClientSession;

/**
 * What a topic and a subscription become on the broker: a multicast address per topic, a durable multicast queue
 * {@code <topic>.<subscription>} per subscription. Artemis has no partitions: the count is kept on the broker as a
 * queue {@code <topic>.msgbench-partitions-<n>} whose filter matches no message, so that any driver reads it back.
 */
final class Topology implements TopicAdmin {
    static final String PARTITIONS_QUEUE = ".msgbench-partitions-";
    private static final String MATCHES_NOTHING = "msgbench_never_set IS NOT NULL";

    private final ClientSession session;
    private final BrokerManagement management;

    Topology(ClientSession session, BrokerManagement management) {
        this.session = session;
        this.management = management;
    }

    @Override
    public synchronized void create(String topic, int partitions) throws Exception {
        session.createAddress(SimpleString.of(topic), RoutingType.MULTICAST, false);
        session.createQueue(QueueConfiguration.of(topic + PARTITIONS_QUEUE + partitions)
                .setAddress(topic)
                .setRoutingType(RoutingType.MULTICAST)
                .setFilterString(MATCHES_NOTHING)
                .setDurable(true));
    }

    /** Empty when the address does not exist; 1 for an address that another client made (no count kept). */
    @Override
    public synchronized Optional<Integer> partitionCount(String topic) throws Exception {
        ClientSession.AddressQuery query = session.addressQuery(SimpleString.of(topic));
        if (!query.isExists()) {
            return Optional.empty();
        }
        String prefix = topic + PARTITIONS_QUEUE;
        return Optional.of(query.getQueueNames().stream()
                .map(SimpleString::toString)
                .filter(name -> name.startsWith(prefix))
                .map(name -> Integer.parseInt(name.substring(prefix.length())))
                .findFirst()
                .orElse(1));
    }

    /** Each address goes with its queues (force), also those that still have consumers. */
    @Override
    public synchronized void delete(Collection<String> topics) throws Exception {
        for (String topic : topics) {
            if (session.addressQuery(SimpleString.of(topic)).isExists()) {
                management.invoke("deleteAddress", topic, true);
            }
        }
    }

    /** The subscription's queue, created by the first consumer of the subscription. */
    synchronized String subscriptionQueue(String topic, String subscription) throws Exception {
        String queue = topic + "." + subscription;
        if (!session.queueQuery(SimpleString.of(queue)).isExists()) {
            try {
                session.createQueue(QueueConfiguration.of(queue)
                        .setAddress(topic)
                        .setRoutingType(RoutingType.MULTICAST)
                        .setDurable(true));
            } catch (ActiveMQQueueExistsException e) {
                // another worker's consumer of the same subscription created it first
            }
        }
        return queue;
    }
}

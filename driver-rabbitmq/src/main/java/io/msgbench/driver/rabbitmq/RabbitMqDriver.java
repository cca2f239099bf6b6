package io.msgbench.driver.rabbitmq;

import com.rabbitmq.client.Connection;
import com.rabbitmq.client.impl.ClientVersion;
import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.support.Calls;
import io.msgbench.driver.support.DurabilityWords;
import io.msgbench.driver.support.SettingsDriver;
import io.msgbench.driver.support.TailOnlyDriver;
import io.msgbench.driver.support.TopicAdmin;
import io.msgbench.driver.support.TopicAdminDriver;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;

/**
 * Runs the benchmark against RabbitMQ over AMQP 0-9-1 ({@link Topology} says what a topic, a partition and a
 * subscription become); a send is done on the publisher confirm. It deletes only topics with its prefix.
 */
public final class RabbitMqDriver extends SettingsDriver<RabbitMqDriverSettings>
        implements TopicAdminDriver, TailOnlyDriver {
    static final String MAPPING = "a durable fanout exchange per topic; partition n is the fanout exchange"
            + " <topic>.partition-<n> bound to it (RabbitMQ has no partitions: they spread keys, nothing more); a"
            + " keyed message goes to the partition of its key's hash, an unkeyed one round robin; a subscription"
            + " is one durable queue <topic>-<subscription> bound to the topic's exchange, shared by its consumers"
            + " (manual acks, prefetch-limited); a queue keeps the order in which one producer's channel published,"
            + " so per-key order holds for a subscription with one consumer, not across several consumers of one"
            + " queue; a new subscription receives only what is published after its queue is bound (no history)";
    static final String BEGINNING_REFUSED = "consumeFrom: BEGINNING: RabbitMQ keeps no history for a new"
            + " subscription (its queue receives only what is published after it is bound); use TAIL";

    private Connection connection;
    private Topology topology;

    public RabbitMqDriver() {
        super(RabbitMqDriverSettings::parse);
    }

    @Override
    protected void connect(RabbitMqDriverSettings settings) {
        connection = Connections.open(settings.amqpUris());
        topology = new Topology(connection, settings.queueType());
    }

    @Override
    public TopicAdmin topicAdmin() {
        return topology;
    }

    @Override
    public String topicKind() {
        return "RabbitMQ exchanges";
    }

    @Override
    public Throwable explainAdminFailure(Exception failure) {
        return BrokerErrors.explain(failure);
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        return call(() -> {
            int partitions = topology.partitionCount(topic)
                    .orElseThrow(
                            () -> new DriverException("no RabbitMQ" + " exchange '" + topic + "' (topic not created)"));
            return new RabbitMqProducer(
                    connection.createChannel(), topic, partitions, settings().persistent());
        });
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        return call(() -> {
            String queue = topology.subscriptionQueue(topic, subscriptionName); // before a channel is opened for it
            return new RabbitMqConsumer(
                    connection.createChannel(), queue, settings().prefetch(), callback);
        });
    }

    /** TAIL is what a new subscription does anyway; BEGINNING is refused in one line. */
    @Override
    public String beginningRefusal() {
        return BEGINNING_REFUSED;
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>();
        description.put("durability", durability());
        description.put("clientVersion", ClientVersion.VERSION);
        description.put(
                "serverVersion", String.valueOf(connection.getServerProperties().get("version")));
        description.put("mapping", MAPPING);
        return description;
    }

    /** The driver file's words, and what the queues are declared as. */
    private String durability() {
        return DurabilityWords.statedOr(settings().durability(), "the RabbitMQ nodes are configured") + "; "
                + queuesInForce();
    }

    /** The queue type is read back in effect: the broker refuses to declare a queue that exists with another. */
    private String queuesInForce() {
        return settings().queueType().confirmMeaning(settings().persistent()) + " (x-queue-type="
                + settings().queueType().argument() + " declared on every queue, which the broker refuses for a queue"
                + " that exists with another type)";
    }

    @Override
    public void close() throws Exception {
        if (connection != null && connection.isOpen()) {
            connection.close();
        }
    }

    /** A blocking client call as the SPI's future, its failure in this driver's words. */
    private static <T> CompletableFuture<T> call(Callable<T> action) {
        return Calls.now(action, BrokerErrors::explain);
    }
}

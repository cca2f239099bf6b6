package io.msgbench.driver.rocketmq;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.ReadFrom;
import io.msgbench.driver.support.Calls;
import io.msgbench.driver.support.DurabilityWords;
import io.msgbench.driver.support.ReadFromDriver;
import io.msgbench.driver.support.SettingsDriver;
import io.msgbench.driver.support.TopicAdmin;
import io.msgbench.driver.support.TopicAdminDriver;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.apache.rocketmq.client.producer.DefaultMQProducer;
import org.apache.rocketmq.common.MQVersion;
import org.apache.rocketmq.common.consumer.ConsumeFromWhere;
import org.apache.rocketmq.tools.admin.DefaultMQAdminExt;

/**
 * Runs the benchmark against Apache RocketMQ with its remoting client (rocketmq-client, as OMB's driver): a topic
 * per topic, partitions are its message queues, a consumer group per subscription; a send is done on its send
 * result. It deletes only topics with its prefix.
 */
public final class RocketMqDriver extends SettingsDriver<RocketMqDriverSettings>
        implements TopicAdminDriver, ReadFromDriver {
    static final String MAPPING = "a RocketMQ topic per topic; partition n is message queue n (queues spread"
            + " evenly over the cluster's master brokers); a keyed message goes to the queue of its key's hash"
            + " (MessageQueueSelector), an unkeyed one to the queue the client picks; a subscription is a"
            + " consumer group whose consumers share the topic's queues; a producer's async sends leave in order"
            + " from one thread, and consumers use an orderly listener (a queue is consumed by one thread at a"
            + " time); a new subscription (a group with no offset on the topic) starts where the queues end (TAIL) or"
            + " begin (BEGINNING) when its first consumer is created: the driver commits those offsets before the"
            + " consumer starts";

    private Clients clients;
    private DefaultMQAdminExt admin;
    private Topics topics;
    private BrokerFacts facts;
    private StartOffsets startOffsets;

    public RocketMqDriver() {
        super(RocketMqDriverSettings::parse);
    }

    @Override
    protected void connect(RocketMqDriverSettings settings) {
        clients = new Clients(settings);
        admin = clients.admin();
        try {
            admin.start();
            topics = new Topics(admin, settings.clusterName(), settings.batchCq());
            startOffsets = new StartOffsets(admin);
            facts = BrokerFacts.read(admin, topics.masters());
        } catch (Exception e) {
            admin.shutdown();
            throw new DriverConfigException(
                    "namesrvAddr",
                    "cannot reach RocketMQ at " + settings.namesrvAddr() + " (cluster '" + settings.clusterName()
                            + "'): " + oneLine(e));
        }
        settings.flushDiskType()
                .filter(expected -> !expected.equals(facts.flushDiskType()))
                .ifPresent(expected -> {
                    admin.shutdown();
                    throw new DriverConfigException(
                            "flushDiskType",
                            "the driver file says " + expected + ", but the" + " brokers report "
                                    + facts.flushDiskType());
                });
    }

    @Override
    public String topicNamePrefix() {
        return "msgbench";
    }

    @Override
    public TopicAdmin topicAdmin() {
        return topics;
    }

    @Override
    public String topicKind() {
        return "RocketMQ topics";
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        return Calls.now(() -> {
            ExecutorService sender = Clients.sender();
            DefaultMQProducer producer = clients.producer(sender);
            try {
                producer.start();
            } catch (Exception e) {
                sender.shutdown();
                throw e;
            }
            return new RocketMqProducer(producer, sender, topic);
        });
    }

    @Override
    public ReadFrom defaultReadFrom() {
        return ReadFrom.TAIL;
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ReadFrom readFrom, ConsumerCallback callback) {
        ConsumeFromWhere from = readFrom == ReadFrom.BEGINNING
                ? ConsumeFromWhere.CONSUME_FROM_FIRST_OFFSET
                : ConsumeFromWhere.CONSUME_FROM_LAST_OFFSET;
        return Calls.now(() -> {
            startOffsets.commitIfNew(topic, subscriptionName, readFrom); // before start: no skip at the first pull
            return new RocketMqConsumer(clients.consumer(subscriptionName), topic, from, callback);
        });
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>();
        description.put("durability", DurabilityWords.statedThen(settings().durability(), facts.durability()));
        description.put("flushDiskType", facts.flushDiskType());
        description.put("clientVersion", MQVersion.getVersionDesc(MQVersion.CURRENT_VERSION));
        description.put("serverVersion", facts.version());
        description.put("mapping", MAPPING + "; " + facts.perKeyOrder());
        return description;
    }

    @Override
    public void close() {
        if (admin != null) {
            admin.shutdown();
        }
    }

    private static String oneLine(Throwable e) {
        String message = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
        return e.getClass().getSimpleName() + ": " + message;
    }
}

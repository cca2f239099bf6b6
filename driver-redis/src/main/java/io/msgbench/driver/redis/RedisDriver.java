package io.msgbench.driver.redis;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.api.ReadFrom;
import io.msgbench.driver.support.Calls;
import io.msgbench.driver.support.ReadFromDriver;
import io.msgbench.driver.support.SettingsDriver;
import io.msgbench.driver.support.TopicAdmin;
import io.msgbench.driver.support.TopicAdminDriver;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.JedisPool;

/**
 * Runs the benchmark against Redis Streams: a topic's partition n is the stream {@code <topic>:<n>}, a
 * subscription a consumer group on each of them that its consumers share, and a send is done on the XADD
 * reply. The durability in force is read back from the server. It deletes only topics with its prefix.
 */
public final class RedisDriver extends SettingsDriver<RedisDriverSettings> implements TopicAdminDriver, ReadFromDriver {
    static final String MAPPING = "a stream per partition (<topic>:<n>) and a hash key <topic> recording the"
            + " partition count; a keyed message goes to the stream of its key's hash, an unkeyed one round robin;"
            + " a subscription is a consumer group of that name on every stream of the topic (XREADGROUP, XACK"
            + " after delivery), shared by its consumers; order is kept per key for a subscription with one"
            + " consumer, not across the consumers of one subscription; one node, not Redis Cluster";

    private final AtomicInteger clientNumber = new AtomicInteger();
    /** Consumer names are unique in a group across the workers of a distributed run, each with its driver. */
    private final String instance = UUID.randomUUID().toString().substring(0, 8);

    private Connections connections;
    private JedisPool pool;
    private Topics topics;
    private ServerDurability durability;

    public RedisDriver() {
        super(RedisDriverSettings::parse);
    }

    @Override
    protected void connect(RedisDriverSettings settings) {
        connections = new Connections(settings);
        pool = connections.pool(settings);
        topics = new Topics(pool);
        try (Jedis jedis = pool.getResource()) {
            jedis.ping();
        } catch (RuntimeException e) {
            throw new DriverConfigException(
                    "redisHost", "cannot reach redis-server at " + settings.address() + ": " + e.getMessage());
        }
        durability = readDurability();
        settings.aof().filter(wanted -> wanted != durability.aof()).ifPresent(wanted -> {
            throw new DriverConfigException(
                    "aof",
                    wanted.key() + ", but redis-server at " + settings.address() + " has "
                            + durability.aof().key() + " (CONFIG GET appendonly, appendfsync)");
        });
    }

    private ServerDurability readDurability() {
        try (Jedis jedis = pool.getResource()) {
            return ServerDurability.read(jedis);
        } catch (RuntimeException e) {
            throw new DriverException("cannot read the durability in force from redis-server at "
                    + settings().address() + " (CONFIG GET appendonly appendfsync save): " + e.getMessage());
        }
    }

    @Override
    public TopicAdmin topicAdmin() {
        return topics;
    }

    @Override
    public String topicKind() {
        return "Redis topics";
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        return Calls.now(() -> new RedisProducer(
                connections,
                topic,
                topics.requirePartitions(topic),
                settings().pipelineSize(),
                "msgbench-redis-producer-" + clientNumber.incrementAndGet()));
    }

    /** BEGINNING: a new group reads each stream from its first entry; TAIL: only what comes after. */
    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ReadFrom readFrom, ConsumerCallback callback) {
        return Calls.now(() -> {
            int partitions = topics.requirePartitions(topic);
            topics.joinGroup(topic, partitions, subscriptionName, readFrom);
            return new RedisConsumer(
                    connections,
                    topic,
                    partitions,
                    subscriptionName,
                    settings().readCount(),
                    new BlockingDeliveryGate(callback),
                    "msgbench-redis-consumer-" + instance + "-" + clientNumber.incrementAndGet());
        });
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>();
        description.put("durability", durability.words());
        description.put("aof", durability.aof().key());
        description.put("clientVersion", "Jedis " + clientVersion());
        description.put("serverVersion", durability.version());
        description.put("mapping", MAPPING);
        return description;
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
        }
    }

    /** From the jar's own pom.properties (Jedis's JedisMetaInfo, which reads it, is not public). */
    static String clientVersion() {
        Properties properties = new Properties();
        try (InputStream in = Jedis.class.getResourceAsStream("/META-INF/maven/redis.clients/jedis/pom.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        return properties.getProperty("version", "unknown");
    }
}

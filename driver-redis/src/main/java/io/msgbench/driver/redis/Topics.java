package io.msgbench.driver.redis;

import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.api.ReadFrom;
import io.msgbench.driver.support.TopicAdmin;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Optional;
import java.util.stream.IntStream;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.JedisPool;
import redis.clients.jedis.StreamEntryID;
import redis.clients.jedis.exceptions.JedisDataException;

/**
 * A topic is a hash key of its own name that records its partition count; its partition n is the stream
 * {@code <topic>:<n>}, which the first XADD or consumer group creates. A subscription is a consumer group of
 * that name on each of the topic's streams.
 */
final class Topics implements TopicAdmin {
    private static final String PARTITIONS = "partitions";

    private final JedisPool pool;

    Topics(JedisPool pool) {
        this.pool = pool;
    }

    static byte[] stream(String topic, int partition) {
        return (topic + ":" + partition).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public void create(String topic, int partitions) {
        try (Jedis jedis = pool.getResource()) {
            if (jedis.hsetnx(topic, PARTITIONS, Integer.toString(partitions)) == 0) {
                throw new DriverException("Redis topic '" + topic + "' already exists");
            }
        }
    }

    /** The partition count the topic's key records, or empty when there is no such key. */
    @Override
    public Optional<Integer> partitionCount(String topic) {
        try (Jedis jedis = pool.getResource()) {
            return Optional.ofNullable(jedis.hget(topic, PARTITIONS)).map(Integer::valueOf);
        }
    }

    int requirePartitions(String topic) {
        return partitionCount(topic).orElseThrow(() -> new DriverException("no Redis topic '" + topic + "'"));
    }

    /** The topic's key and its streams, with their consumer groups. */
    @Override
    public void delete(Collection<String> topics) {
        for (String topic : topics) {
            delete(topic);
        }
    }

    private void delete(String topic) {
        try (Jedis jedis = pool.getResource()) {
            // read on this connection: a pool of one must not wait on itself
            String recorded = jedis.hget(topic, PARTITIONS);
            int partitions = recorded == null ? 0 : Integer.parseInt(recorded);
            byte[][] streams = IntStream.range(0, partitions)
                    .mapToObj(p -> stream(topic, p))
                    .toArray(byte[][]::new);
            if (streams.length > 0) {
                jedis.del(streams);
            }
            jedis.del(topic);
        }
    }

    /**
     * The subscription's consumer group on each stream, created where missing: BEGINNING reads from the stream's
     * first entry (ID 0), TAIL only what comes after ({@code $}). A group that exists is left as it is.
     */
    void joinGroup(String topic, int partitions, String subscription, ReadFrom readFrom) {
        StreamEntryID start = readFrom == ReadFrom.TAIL ? StreamEntryID.XGROUP_LAST_ENTRY : new StreamEntryID();
        byte[] group = subscription.getBytes(StandardCharsets.UTF_8);
        try (Jedis jedis = pool.getResource()) {
            for (int p = 0; p < partitions; p++) {
                try {
                    jedis.xgroupCreate(
                            stream(topic, p), group, start.toString().getBytes(StandardCharsets.UTF_8), true);
                } catch (JedisDataException e) {
                    if (!String.valueOf(e.getMessage()).startsWith("BUSYGROUP")) {
                        throw e;
                    }
                }
            }
        }
    }
}

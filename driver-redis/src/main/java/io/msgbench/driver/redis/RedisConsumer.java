package io.msgbench.driver.redis;

import io.msgbench.driver.api.BenchmarkConsumer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.StreamEntryID;
import redis.clients.jedis.params.XReadGroupParams;
import redis.clients.jedis.resps.StreamEntryBinary;

/**
 * One member of a subscription's consumer group on every stream of the topic: its own thread reads with
 * XREADGROUP (entries no member was given yet), passes each through the {@link DeliveryGate} and then
 * acknowledges what it delivered with XACK, on a connection of its own.
 */
final class RedisConsumer implements BenchmarkConsumer {
    private static final Logger LOG = LoggerFactory.getLogger(RedisConsumer.class);
    /** How long one XREADGROUP waits for entries, so that a close is seen within it. */
    private static final int BLOCK_MILLIS = 100;
    private static final long RECONNECT_PAUSE_MILLIS = 100;
    private static final long CLOSE_WAIT_MILLIS = 10_000;

    private final Connections connections;
    private final byte[] group;
    private final byte[] name;
    private final Map<byte[], StreamEntryID> streams = new LinkedHashMap<>();
    private final XReadGroupParams params;
    private final DeliveryGate gate;
    private final Thread thread;
    private Jedis jedis;

    RedisConsumer(Connections connections, String topic, int partitions, String subscription, int readCount,
                  DeliveryGate gate, String name) {
        this.connections = connections;
        this.group = subscription.getBytes(StandardCharsets.UTF_8);
        this.name = name.getBytes(StandardCharsets.UTF_8);
        for (int p = 0; p < partitions; p++) {
            streams.put(Topics.stream(topic, p), StreamEntryID.XREADGROUP_UNDELIVERED_ENTRY);
        }
        this.params = XReadGroupParams.xReadGroupParams().count(readCount).block(BLOCK_MILLIS);
        this.gate = gate;
        this.jedis = connections.open();
        this.thread = new Thread(this::readLoop, name);
        thread.setDaemon(true);
        thread.start();
    }

    private void readLoop() {
        try {
            while (gate.awaitOpen()) {
                try {
                    readOnce();
                } catch (RuntimeException e) {
                    if (gate.isClosed()) {
                        return;
                    }
                    LOG.debug("Redis consumer {} lost its connection", new String(name, StandardCharsets.UTF_8), e);
                    closeConnection();
                    Thread.sleep(RECONNECT_PAUSE_MILLIS); // before connecting again, not a wait for a condition
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            closeConnection();
        }
    }

    private void readOnce() throws InterruptedException {
        if (jedis == null) {
            jedis = connections.open();
        }
        List<Map.Entry<byte[], List<StreamEntryBinary>>> read = jedis.xreadGroupBinary(group, name, params, streams);
        if (read == null) {
            return;
        }
        for (Map.Entry<byte[], List<StreamEntryBinary>> stream : read) {
            List<StreamEntryBinary> entries = stream.getValue();
            int delivered = 0;
            while (delivered < entries.size() && gate.deliver(payload(entries.get(delivered)))) {
                delivered++;
            }
            acknowledge(stream.getKey(), entries.subList(0, delivered));
        }
    }

    private static byte[] payload(StreamEntryBinary entry) {
        return entry.getFields().values().iterator().next(); // the one field RedisProducer writes
    }

    private void acknowledge(byte[] stream, List<StreamEntryBinary> entries) {
        if (!entries.isEmpty()) {
            byte[][] ids = entries.stream().map(e -> e.getID().toString().getBytes(StandardCharsets.UTF_8))
                    .toArray(byte[][]::new);
            jedis.xack(stream, group, ids);
        }
    }

    private void closeConnection() {
        try {
            if (jedis != null) {
                jedis.close();
            }
        } catch (RuntimeException e) {
            LOG.debug("closing a Redis connection failed", e);
        }
        jedis = null;
    }

    @Override
    public void pause() {
        gate.pause();
    }

    @Override
    public void resume() {
        gate.resume();
    }

    /** Leaves the group's entries it read but did not deliver pending, as a crashed member would. */
    @Override
    public void close() throws InterruptedException {
        gate.close();
        thread.join(CLOSE_WAIT_MILLIS);
    }
}

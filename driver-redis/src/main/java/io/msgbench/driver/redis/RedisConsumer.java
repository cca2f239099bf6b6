package io.msgbench.driver.redis;

import io.msgbench.driver.support.GatedConsumer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
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
 * XREADGROUP (entries no member was given yet), passes each through the {@link BlockingDeliveryGate} and then
 * acknowledges what it delivered with XACK, on a connection of its own. After a lost connection it first reads
 * its own pending entries (ID 0): a read whose reply was lost left them assigned to it but never delivered;
 * those after the last it delivered on each stream go to the callback, and all are acknowledged.
 */
final class RedisConsumer implements GatedConsumer {
    private static final Logger LOG = LoggerFactory.getLogger(RedisConsumer.class);
    /** How long one XREADGROUP waits for entries, so that a close is seen within it. */
    private static final int BLOCK_MILLIS = 100;

    private static final long RECONNECT_PAUSE_MILLIS = 100;
    private static final long CLOSE_WAIT_MILLIS = 10_000;

    private final Connections connections;
    private final byte[] group;
    private final byte[] name;
    // Jedis's binary XREADGROUP takes the streams as a Map<byte[], ...>: these are only passed to it, never looked up
    @SuppressWarnings("ArrayAsKeyOfSetOrMap")
    private final Map<byte[], StreamEntryID> streams = new LinkedHashMap<>();

    @SuppressWarnings("ArrayAsKeyOfSetOrMap") // as streams
    private final Map<byte[], StreamEntryID> ownPending = new LinkedHashMap<>();

    private final Map<String, StreamEntryID> lastDelivered = new HashMap<>();
    private final XReadGroupParams params;
    private final XReadGroupParams pendingParams;
    private final BlockingDeliveryGate gate;
    private final Thread thread;
    private Jedis jedis;
    /** After a lost connection, until this member's own pending entries are read and acknowledged. */
    private boolean recovering;

    RedisConsumer(
            Connections connections,
            String topic,
            int partitions,
            String subscription,
            int readCount,
            BlockingDeliveryGate gate,
            String name) {
        this.connections = connections;
        this.group = subscription.getBytes(StandardCharsets.UTF_8);
        this.name = name.getBytes(StandardCharsets.UTF_8);
        for (int p = 0; p < partitions; p++) {
            streams.put(Topics.stream(topic, p), StreamEntryID.XREADGROUP_UNDELIVERED_ENTRY);
            ownPending.put(Topics.stream(topic, p), new StreamEntryID());
        }
        this.params = XReadGroupParams.xReadGroupParams().count(readCount).block(BLOCK_MILLIS);
        this.pendingParams = XReadGroupParams.xReadGroupParams().count(readCount);
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
                    recovering = true;
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
        List<Map.Entry<byte[], List<StreamEntryBinary>>> read = recovering
                ? jedis.xreadGroupBinary(group, name, pendingParams, ownPending)
                : jedis.xreadGroupBinary(group, name, params, streams);
        if (read == null || read.stream().allMatch(stream -> stream.getValue().isEmpty())) {
            recovering = false; // a history read that returns nothing: no pending entry is left
            return;
        }
        for (Map.Entry<byte[], List<StreamEntryBinary>> stream : read) {
            String key = new String(stream.getKey(), StandardCharsets.UTF_8);
            List<StreamEntryBinary> entries = stream.getValue();
            int done = 0;
            while (done < entries.size() && deliverOnce(key, entries.get(done))) {
                done++;
            }
            acknowledge(stream.getKey(), entries.subList(0, done));
        }
    }

    /** @return false once closed; an entry this member delivered before its connection was lost is skipped */
    private boolean deliverOnce(String stream, StreamEntryBinary entry) throws InterruptedException {
        StreamEntryID last = lastDelivered.get(stream);
        if (last != null && entry.getID().compareTo(last) <= 0) {
            return true;
        }
        if (!gate.deliver(payload(entry))) {
            return false;
        }
        lastDelivered.put(stream, entry.getID());
        return true;
    }

    private static byte[] payload(StreamEntryBinary entry) {
        return entry.getFields().values().iterator().next(); // the one field RedisProducer writes
    }

    private void acknowledge(byte[] stream, List<StreamEntryBinary> entries) {
        if (!entries.isEmpty()) {
            byte[][] ids = entries.stream()
                    .map(e -> e.getID().toString().getBytes(StandardCharsets.UTF_8))
                    .toArray(byte[][]::new);
            jedis.xack(stream, group, ids);
        }
    }

    private void closeConnection() {
        Connections.closeQuietly(jedis);
        jedis = null;
    }

    @Override
    public BlockingDeliveryGate gate() {
        return gate;
    }

    /** Leaves the group's entries it read but did not deliver pending, as a crashed member would. */
    @Override
    public void close() throws InterruptedException {
        gate.close();
        thread.join(CLOSE_WAIT_MILLIS);
    }
}

package io.msgbench.driver.redis;

import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.DriverException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.Pipeline;
import redis.clients.jedis.Response;
import redis.clients.jedis.params.XAddParams;

/**
 * Appends to a topic's streams: a keyed message to the stream of its key's partition
 * ({@code <topic>:<hash(key) mod partitions>}), an unkeyed one round robin. Jedis is blocking, so sends queue
 * for this producer's own thread, which pipelines what has queued (up to {@code pipelineSize} XADDs) on its own
 * connection; each send is done on its XADD reply.
 */
final class RedisProducer implements BenchmarkProducer {
    static final byte[] FIELD = "payload".getBytes(StandardCharsets.UTF_8);
    private static final Logger LOG = LoggerFactory.getLogger(RedisProducer.class);
    private static final long POLL_MILLIS = 100;

    private record Send(byte[] stream, byte[] payload, CompletableFuture<Void> done) {}

    private final Connections connections;
    private final String topic;
    private final int partitions;
    private final int pipelineSize;
    private final AtomicInteger next = new AtomicInteger();
    private final LinkedBlockingQueue<Send> queue = new LinkedBlockingQueue<>();
    private final Thread thread;
    private volatile boolean running = true;
    private Jedis jedis;

    RedisProducer(Connections connections, String topic, int partitions, int pipelineSize, String name) {
        this.connections = connections;
        this.topic = topic;
        this.partitions = partitions;
        this.pipelineSize = pipelineSize;
        this.jedis = connections.open();
        this.thread = new Thread(this::sendLoop, name);
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        int partition = key.map(k -> Math.floorMod(k.hashCode(), partitions))
                .orElseGet(() -> Math.floorMod(next.getAndIncrement(), partitions));
        CompletableFuture<Void> done = new CompletableFuture<>();
        if (!running) {
            done.completeExceptionally(new DriverException("Redis producer for '" + topic + "' is closed"));
            return done;
        }
        queue.add(new Send(Topics.stream(topic, partition), payload, done));
        return done;
    }

    private void sendLoop() {
        List<Send> batch = new ArrayList<>(pipelineSize);
        try {
            while (running || !queue.isEmpty()) {
                Send first = queue.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (first != null) {
                    batch.add(first);
                    queue.drainTo(batch, pipelineSize - 1);
                    send(batch);
                    batch.clear();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One round trip; a lost connection fails the whole batch and the next one connects again. */
    private void send(List<Send> batch) {
        try {
            if (jedis == null) {
                jedis = connections.open();
            }
            Pipeline pipeline = jedis.pipelined();
            List<Response<byte[]>> replies = new ArrayList<>(batch.size());
            for (Send send : batch) {
                replies.add(pipeline.xadd(send.stream(), XAddParams.xAddParams(), Map.of(FIELD, send.payload())));
            }
            pipeline.sync();
            for (int i = 0; i < batch.size(); i++) {
                complete(batch.get(i).done(), replies.get(i));
            }
        } catch (RuntimeException e) {
            LOG.debug("Redis producer for '{}' lost its connection", topic, e);
            batch.forEach(send -> send.done().completeExceptionally(e));
            closeConnection();
        }
    }

    private static void complete(CompletableFuture<Void> done, Response<byte[]> reply) {
        try {
            reply.get(); // an error reply throws here
            done.complete(null);
        } catch (RuntimeException e) {
            done.completeExceptionally(e);
        }
    }

    private void closeConnection() {
        Connections.closeQuietly(jedis);
        jedis = null;
    }

    /** Sends what was queued before it, then closes the connection; a send that raced with it fails. */
    @Override
    public void close() throws InterruptedException {
        running = false;
        thread.join();
        closeConnection();
        for (Send late = queue.poll(); late != null; late = queue.poll()) {
            late.done().completeExceptionally(new DriverException("Redis producer for '" + topic + "' is closed"));
        }
    }
}

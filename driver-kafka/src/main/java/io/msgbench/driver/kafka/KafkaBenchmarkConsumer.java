package io.msgbench.driver.kafka;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.ReadFrom;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import org.apache.kafka.clients.consumer.CloseOptions;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.header.Header;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Consumes one topic for one subscription on its own poll thread and hands each payload to the callback.
 *
 * <p>KafkaConsumer is not thread-safe, so every call on it happens on the poll thread; {@link #pause()},
 * {@link #resume()} and {@link #close()} only set flags (or call the thread-safe {@code wakeup()}).
 */
final class KafkaBenchmarkConsumer implements BenchmarkConsumer {
    private static final Logger LOG = LoggerFactory.getLogger(KafkaBenchmarkConsumer.class);
    private static final AtomicInteger THREAD_NUMBER = new AtomicInteger();
    private static final Duration POLL_TIMEOUT = Duration.ofMillis(100);
    private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(10);
    /** Committing after every poll queues thousands of requests at high rates; once a second is enough. */
    private static final long COMMIT_INTERVAL_NANOS = Duration.ofSeconds(1).toNanos();

    private final Consumer<String, byte[]> consumer;
    private final String topic;
    private final ConsumerCallback callback;
    private final boolean autoCommit;
    private final Thread pollThread;
    private final CompletableFuture<BenchmarkConsumer> running = new CompletableFuture<>();
    private final KafkaClientMetrics metrics = new KafkaClientMetrics();
    private final LongAdder pollNanos = new LongAdder();
    private final LongAdder polls = new LongAdder();

    private volatile boolean pauseRequested;
    private volatile boolean closing;
    // only read and written on the poll thread
    private boolean paused;
    private final ArrayDeque<ConsumerRecord<String, byte[]>> held = new ArrayDeque<>();
    private long lastCommitNanos = System.nanoTime();
    private boolean uncommitted;

    KafkaBenchmarkConsumer(
            Consumer<String, byte[]> consumer,
            String topic,
            String subscription,
            ConsumerCallback callback,
            boolean autoCommit) {
        this.consumer = consumer;
        this.topic = topic;
        this.callback = callback;
        this.autoCommit = autoCommit;
        this.pollThread = new Thread(
                this::pollLoop, "msgbench-kafka-consumer-" + THREAD_NUMBER.incrementAndGet() + "-" + subscription);
        this.pollThread.setDaemon(true);
    }

    /** Starts the poll thread; the future completes once it runs. */
    static CompletableFuture<BenchmarkConsumer> start(
            KafkaDriverSettings settings,
            String topic,
            String subscription,
            ReadFrom readFrom,
            ConsumerCallback callback) {
        KafkaConsumer<String, byte[]> consumer =
                new KafkaConsumer<>(settings.consumerProperties(subscription, readFrom));
        KafkaBenchmarkConsumer benchmarkConsumer =
                new KafkaBenchmarkConsumer(consumer, topic, subscription, callback, settings.consumerAutoCommit());
        benchmarkConsumer.pollThread.start();
        return benchmarkConsumer.running;
    }

    @Override
    public void pause() {
        pauseRequested = true;
    }

    @Override
    public void resume() {
        pauseRequested = false;
    }

    /** KafkaConsumer.metrics() is one of the calls that are safe from any thread. */
    @Override
    public Map<String, Double> clientMetrics() {
        return metrics.consumer(consumer.metrics(), pollNanos.sum(), polls.sum());
    }

    @Override
    public void close() throws InterruptedException {
        closing = true;
        if (pollThread.isAlive()) {
            consumer.wakeup();
        }
        pollThread.join(CLOSE_TIMEOUT.multipliedBy(2).toMillis());
        if (pollThread.isAlive()) {
            LOG.warn(
                    "Kafka consumer thread {} did not stop within {}",
                    pollThread.getName(),
                    CLOSE_TIMEOUT.multipliedBy(2));
        }
    }

    private void pollLoop() {
        try {
            consumer.subscribe(List.of(topic), new PauseNewPartitions());
            running.complete(this);
            while (!closing) {
                applyPauseRequest();
                long pollStart = System.nanoTime();
                ConsumerRecords<String, byte[]> records = consumer.poll(POLL_TIMEOUT);
                pollNanos.add(System.nanoTime() - pollStart);
                polls.increment();
                records.forEach(held::add);
                uncommitted |= !records.isEmpty();
                if (!pauseRequested) {
                    deliverHeld();
                    commitNowAndThen();
                }
            }
        } catch (WakeupException e) {
            if (!closing) {
                LOG.error("Kafka consumer on {} woken up unexpectedly", topic, e);
            }
        } catch (RuntimeException | Error e) {
            running.completeExceptionally(e);
            LOG.error("Kafka consumer on {} stopped", topic, e);
        } finally {
            // closed here because KafkaConsumer may only be used from the thread that polls it
            closeConsumer();
        }
    }

    /**
     * Hands the polled records to the callback. A poll that returns after {@link #pause()} keeps its records
     * here until {@link #resume()} (they are not committed meanwhile), so nothing is delivered once pause()
     * has returned.
     */
    private void deliverHeld() {
        ConsumerRecord<String, byte[]> record;
        while ((record = held.poll()) != null) {
            Header header = record.headers().lastHeader(KafkaBenchmarkProducer.HEADER);
            if (header == null) {
                callback.messageReceived(record.value());
            } else {
                callback.messageReceived(header.value(), record.value());
            }
        }
    }

    private void commitNowAndThen() {
        long now = System.nanoTime();
        if (!autoCommit && uncommitted && now - lastCommitNanos >= COMMIT_INTERVAL_NANOS) {
            consumer.commitAsync(this::committed);
            lastCommitNanos = now;
            uncommitted = false;
        }
    }

    /**
     * One line for a failed commit (Kafka's own callback logs each with its stack trace; a broker that stalls
     * for a few seconds fails every consumer's commit). The next commit covers these offsets.
     */
    private void committed(Map<TopicPartition, OffsetAndMetadata> offsets, Exception failure) {
        if (failure != null) {
            Throwable reason =
                    failure.getCause() != null ? failure.getCause() : failure; // Kafka wraps the broker's answer
            LOG.warn("committing offsets on {} failed, the next commit covers them: {}", topic, reason.getMessage());
        }
    }

    private void applyPauseRequest() {
        boolean requested = pauseRequested;
        if (requested == paused) {
            return;
        }
        if (requested) {
            consumer.pause(consumer.assignment());
        } else {
            consumer.resume(consumer.paused());
        }
        paused = requested;
    }

    private void closeConsumer() {
        try {
            if (!autoCommit && uncommitted && held.isEmpty()) {
                consumer.commitSync(CLOSE_TIMEOUT);
            }
        } catch (RuntimeException e) {
            LOG.warn("committing the last offsets on {} failed: {}", topic, e.toString());
        }
        try {
            consumer.close(CloseOptions.timeout(CLOSE_TIMEOUT));
        } catch (RuntimeException e) {
            LOG.warn("closing the Kafka consumer on {} failed", topic, e);
        }
    }

    /**
     * Keeps partitions assigned during a pause paused, so a rebalance does not resume delivery, and commits
     * before partitions move to another consumer.
     */
    private final class PauseNewPartitions implements ConsumerRebalanceListener {
        @Override
        public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
            if (paused) {
                consumer.pause(partitions);
            }
        }

        /**
         * Commits what this consumer has handed on before another consumer takes its partitions: without it,
         * whatever arrived since the last (at most once a second) commit would be delivered a second time.
         */
        @Override
        public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
            if (autoCommit || !uncommitted || partitions.isEmpty()) {
                return;
            }
            try {
                consumer.commitSync(CLOSE_TIMEOUT);
                uncommitted = false;
            } catch (RuntimeException e) {
                LOG.warn(
                        "committing offsets before a rebalance on {} failed, messages may be delivered twice: {}",
                        topic,
                        e.toString());
            }
        }

        /** The group already moved on (this consumer missed its session): committing would fail. */
        @Override
        public void onPartitionsLost(Collection<TopicPartition> partitions) {
            if (!partitions.isEmpty()) {
                LOG.warn(
                        "the Kafka consumer on {} lost {} to a rebalance without committing: what it received "
                                + "since its last commit is delivered again (counted as duplicates)",
                        topic,
                        partitions);
            }
        }
    }
}

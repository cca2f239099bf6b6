package io.msgbench.driver.api;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * A messaging system as the benchmark sees it: topics, producers and consumers, nothing about measuring.
 *
 * <p>The framework stamps and reads its own header in every payload, so a driver only moves bytes. A driver
 * whose system can carry that header beside the payload (Kafka's record headers, Pulsar's message properties)
 * says so in {@link #carriesHeaderOutOfBand()}, so that a 10-byte message is 10 bytes on the wire.
 * One instance serves one run; the framework calls {@link #checkConfig} and {@link #initialize} first and
 * {@link #close} last.
 * <pre>{@code
 * driver.initialize(config);
 * driver.createTopic("msgbench-a1b2-0", 16).join();
 * BenchmarkProducer producer = driver.createProducer("msgbench-a1b2-0").join();
 * BenchmarkConsumer consumer = driver.createConsumer("msgbench-a1b2-0", "sub-0", payload -> ...).join();
 * }</pre>
 */
public interface BenchmarkDriver extends AutoCloseable {

    /**
     * Reads the driver's part of the driver YAML and connects.
     *
     * @throws DriverConfigException for a key or value the driver does not accept
     * @throws DriverException when the system cannot be reached or refuses the setup
     */
    void initialize(DriverConfig config);

    /**
     * Whether this driver's producers carry the framework's header beside the payload, in
     * {@link BenchmarkProducer#sendAsync(Optional, byte[], byte[])}, and its consumers hand it back in
     * {@link ConsumerCallback#messageReceived(byte[], byte[])}. Asked after {@link #checkConfig} and before
     * {@link #initialize}, so the answer may depend on the driver file (a driver that wraps another) but not on a
     * connection. Default: false, and the header travels in the payload as always.
     */
    default boolean carriesHeaderOutOfBand() {
        return false;
    }

    /**
     * Where this driver's messages carry the header when {@link #carriesHeaderOutOfBand()} is true, in words for
     * the run's console line ("a Kafka record header 'mb', 28 bytes"), so that a user knows what is on the wire
     * beside the body. Asked when {@link #carriesHeaderOutOfBand()} is asked.
     */
    default String outOfBandHeaderPlace() {
        return "a field of its own beside the payload";
    }

    /** Topics this driver creates start with this prefix, and it deletes no topic without it. */
    default String topicNamePrefix() {
        return "msgbench";
    }

    CompletableFuture<Void> createTopic(String topic, int partitions);

    /**
     * Creates many topics of {@code partitions} each. The default calls {@link #createTopic} for each at once; a
     * driver whose system creates topics in batches (Kafka's one request for many) overrides it, so that a
     * 10,000-topic workload does not send 10,000 requests at once.
     */
    default CompletableFuture<Void> createTopics(List<String> topics, int partitions) {
        return CompletableFuture.allOf(
                topics.stream().map(topic -> createTopic(topic, partitions)).toArray(CompletableFuture[]::new));
    }

    /** The partition count of an existing topic, or empty when the topic does not exist. */
    CompletableFuture<Optional<Integer>> partitionCount(String topic);

    /** Deletes the given topics; a driver refuses names without {@link #topicNamePrefix()}. */
    CompletableFuture<Void> deleteTopics(Collection<String> topics);

    /**
     * What the system keeps about the run's topics that a user would want beside the figures, asked once the
     * load has stopped and the consumers have drained, in words for the result (Pulsar: how many of their
     * ledgers lie in tiered storage). Keys name the fact; the framework records the answer as it is.
     * Default: nothing to tell.
     */
    default CompletableFuture<Map<String, String>> describeTopics(List<String> topics) {
        return CompletableFuture.completedFuture(Map.of());
    }

    CompletableFuture<BenchmarkProducer> createProducer(String topic);

    /**
     * Subscribes; every message of the topic that this subscription receives goes to {@code callback},
     * from the client's own threads.
     */
    CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback);

    /**
     * Why a new subscription of this driver cannot start reading at {@code readFrom} (a broker that keeps no
     * history cannot start one at the beginning), in one line naming the setting; empty when it can. Asked before
     * any broker starts, so that a workload asking for it is refused as bad input (exit 2) instead of failing the
     * run when its consumers are created. Default: empty.
     */
    default Optional<String> refusesReadFrom(ReadFrom readFrom) {
        return Optional.empty();
    }

    /**
     * Like {@link #createConsumer(String, String, ConsumerCallback)}, but the new subscription starts reading
     * at {@code readFrom} instead of where the driver's configuration says (consumer-only runs of an existing
     * topic). Default: fails, naming the driver, for drivers that cannot choose.
     */
    default CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ReadFrom readFrom, ConsumerCallback callback) {
        return CompletableFuture.failedFuture(new DriverException(getClass().getSimpleName()
                + " cannot choose where a new subscription starts reading (asked for " + readFrom + ")"));
    }

    /**
     * Checks the driver's part of the driver YAML without connecting or starting anything: every key and value
     * that {@link #initialize} reads, with the same {@link DriverConfigException}. The framework calls it before
     * {@link #initialize} in every run and for {@code benchmark validate}, so both report the same problems.
     * A text value with a placeholder that the framework fills in once an embedded broker is up
     * ({@link DriverConfig#isDeferred}) cannot be checked yet; it is checked in the run, after it is filled in.
     *
     * @throws DriverConfigException for a key or value the driver does not accept
     */
    void checkConfig(DriverConfig config);

    /**
     * The settings in force, as plain words, for the result: at least {@code "durability"} (for example
     * {@code "fsync per message (flush.messages=1)"}) and {@code "clientVersion"}.
     */
    Map<String, String> describe();

    @Override
    void close() throws Exception;
}

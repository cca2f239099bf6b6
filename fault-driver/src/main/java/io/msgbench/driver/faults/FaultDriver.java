package io.msgbench.driver.faults;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.DriverProvider;
import io.msgbench.driver.api.ReadFrom;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.locks.LockSupport;

/**
 * A test driver: another driver of this folder (Kafka or loopback, named by {@code wraps}), with the faults of
 * {@link FaultPlan} injected on its producers and consumers. Every other key of the YAML goes to the wrapped
 * driver, so it runs against its real broker exactly as configured.
 * <pre>{@code
 * name: Kafka-with-faults
 * driverClass: faults
 * wraps: io.msgbench.driver.kafka.KafkaDriver
 * faults:
 *   dropOnReceive: [100, 200]
 * commonConfig: bootstrap.servers=...
 * }</pre>
 */
public final class FaultDriver implements BenchmarkDriver {
    private static final String WRAPS = "wraps";

    private BenchmarkDriver driver;
    private FaultPlan plan;
    /** Whether the driver named in the checked file carries the header out of band, asked before initialize. */
    private boolean wrappedCarriesHeader;

    private String wrappedHeaderPlace = "";
    /** The driver named in the checked file, asked what it refuses before initialize. */
    private BenchmarkDriver wrappedChecked;

    @Override
    public void initialize(DriverConfig config) {
        plan = FaultPlan.read(config.section(FaultPlan.SECTION));
        driver = wrapped(config.requireString(WRAPS));
        driver.initialize(wrappedConfig(config));
    }

    @Override
    public void checkConfig(DriverConfig config) {
        FaultPlan.read(config.section(FaultPlan.SECTION));
        BenchmarkDriver checked = wrapped(config.requireString(WRAPS));
        checked.checkConfig(wrappedConfig(config));
        wrappedCarriesHeader = checked.carriesHeaderOutOfBand();
        wrappedHeaderPlace = checked.outOfBandHeaderPlace();
        wrappedChecked = checked;
    }

    private static DriverConfig wrappedConfig(DriverConfig config) {
        Map<String, Object> values = new LinkedHashMap<>(config.asMap());
        values.remove(WRAPS);
        values.remove(FaultPlan.SECTION);
        return new DriverConfig(values, config.frameworkKeys()); // the wrapped driver accepts the framework's keys
    }

    private static BenchmarkDriver wrapped(String name) {
        Set<String> known = new TreeSet<>();
        for (DriverProvider provider : ServiceLoader.load(DriverProvider.class, FaultDriver.class.getClassLoader())) {
            if (provider instanceof FaultDriverProvider) {
                continue;
            }
            if (provider.names().contains(name)) {
                return provider.create();
            }
            known.addAll(provider.names());
        }
        throw new DriverConfigException(
                WRAPS, "no driver named '" + name + "' in this folder; known: " + String.join(", ", known));
    }

    /** The wrapped driver's answer: known once the file names it, at {@link #checkConfig} or {@link #initialize}. */
    @Override
    public boolean carriesHeaderOutOfBand() {
        return driver == null ? wrappedCarriesHeader : driver.carriesHeaderOutOfBand();
    }

    @Override
    public Optional<String> refusesReadFrom(ReadFrom readFrom) {
        BenchmarkDriver asked = driver != null ? driver : wrappedChecked;
        return asked == null ? Optional.empty() : asked.refusesReadFrom(readFrom);
    }

    @Override
    public String outOfBandHeaderPlace() {
        return driver == null ? wrappedHeaderPlace : driver.outOfBandHeaderPlace();
    }

    @Override
    public String topicNamePrefix() {
        return driver == null ? BenchmarkDriver.super.topicNamePrefix() : driver.topicNamePrefix();
    }

    @Override
    public CompletableFuture<Void> createTopic(String topic, int partitions) {
        hangWhile(plan.blockTopicCreation());
        return driver.createTopic(topic, partitions);
    }

    @Override
    public CompletableFuture<Void> createTopics(List<String> topics, int partitions) {
        hangWhile(plan.blockTopicCreation());
        return driver.createTopics(topics, partitions);
    }

    @Override
    public CompletableFuture<Optional<Integer>> partitionCount(String topic) {
        return driver.partitionCount(topic);
    }

    @Override
    public CompletableFuture<Map<String, String>> describeTopics(List<String> topics) {
        return driver.describeTopics(topics);
    }

    @Override
    public CompletableFuture<Void> deleteTopics(Collection<String> topics) {
        hangWhile(plan.blockTopicDeletion());
        return driver.deleteTopics(topics);
    }

    /** No answer ever, not even a future, when the plan says so: only the caller's own bound ends its wait. */
    private static void hangWhile(boolean blocks) {
        while (blocks) {
            LockSupport.park();
        }
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        return driver.createProducer(topic).thenApply(producer -> new FaultyProducer(producer, plan));
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        return driver.createConsumer(topic, subscriptionName, new FaultyDelivery(callback, plan));
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ReadFrom readFrom, ConsumerCallback callback) {
        return driver.createConsumer(topic, subscriptionName, readFrom, new FaultyDelivery(callback, plan));
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> settings = new LinkedHashMap<>(driver.describe());
        settings.put("faults", plan.describe());
        return settings;
    }

    @Override
    public void close() throws Exception {
        if (driver != null) {
            driver.close();
        }
        if (plan != null && plan.closeFails()) {
            throw new IllegalStateException("closing failed, as its faults say (closeFails)");
        }
    }
}

package io.msgbench.driver;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.ReadFrom;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * A driver in its own class loader. Every call runs with that loader as the thread's context class
 * loader, because client libraries (Kafka's config parser, for one) load classes by name through it,
 * and threads the client starts inherit it. Closing the driver closes the loader once the client's own threads
 * have ended ({@link LoaderRelease}).
 */
public final class LoadedDriver implements BenchmarkDriver {
    private final BenchmarkDriver driver;
    private final ClassLoader loader;

    LoadedDriver(BenchmarkDriver driver, ClassLoader loader) {
        this.driver = driver;
        this.loader = loader;
    }

    /** A driver already on the framework's class path (framework tests with an in-memory driver). */
    public static LoadedDriver inFrameworkClassLoader(BenchmarkDriver driver) {
        return new LoadedDriver(driver, LoadedDriver.class.getClassLoader());
    }

    public ClassLoader classLoader() {
        return loader;
    }

    static <T> T withContextLoader(ClassLoader loader, Supplier<T> call) {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            return call.get();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    private <T> T call(Supplier<T> call) {
        return withContextLoader(loader, call);
    }

    @Override
    public void initialize(DriverConfig config) {
        call(() -> {
            driver.initialize(config);
            return null;
        });
    }

    @Override
    public String topicNamePrefix() {
        return call(driver::topicNamePrefix);
    }

    @Override
    public CompletableFuture<Void> createTopic(String topic, int partitions) {
        return call(() -> driver.createTopic(topic, partitions));
    }

    @Override
    public CompletableFuture<Void> createTopics(List<String> topics, int partitions) {
        return call(() -> driver.createTopics(topics, partitions));
    }

    @Override
    public CompletableFuture<Optional<Integer>> partitionCount(String topic) {
        return call(() -> driver.partitionCount(topic));
    }

    @Override
    public CompletableFuture<Map<String, String>> describeTopics(List<String> topics) {
        return call(() -> driver.describeTopics(topics));
    }

    @Override
    public CompletableFuture<Void> deleteTopics(Collection<String> topics) {
        return call(() -> driver.deleteTopics(topics));
    }

    @Override
    public boolean carriesHeaderOutOfBand() {
        return call(driver::carriesHeaderOutOfBand);
    }

    @Override
    public String outOfBandHeaderPlace() {
        return call(driver::outOfBandHeaderPlace);
    }

    @Override
    public Optional<String> refusesReadFrom(ReadFrom readFrom) {
        return call(() -> driver.refusesReadFrom(readFrom));
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        return call(() -> driver.createProducer(topic));
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        return call(() -> driver.createConsumer(topic, subscriptionName, callback));
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ReadFrom readFrom, ConsumerCallback callback) {
        return call(() -> driver.createConsumer(topic, subscriptionName, readFrom, callback));
    }

    @Override
    public void checkConfig(DriverConfig config) {
        call(() -> {
            driver.checkConfig(config);
            return null;
        });
    }

    @Override
    public Map<String, String> describe() {
        return call(driver::describe);
    }

    @Override
    public void close() throws Exception {
        try {
            call(() -> {
                try {
                    driver.close();
                } catch (RuntimeException e) {
                    throw e;
                } catch (Exception e) { // checked: carried, its message kept as the driver wrote it
                    throw new IllegalStateException(e.getMessage() == null ? e.toString() : e.getMessage(), e);
                }
                return null;
            });
        } finally {
            if (loader instanceof DriverClassLoader own) {
                LoaderRelease.closeWhenUnused(own);
            }
        }
    }
}

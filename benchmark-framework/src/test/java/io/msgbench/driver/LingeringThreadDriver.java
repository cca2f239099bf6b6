package io.msgbench.driver;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfig;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;

/**
 * A driver whose close() leaves a thread behind, as Netty's graceful shutdown does: the thread waits for
 * {@code go}, then needs a class of the driver's it has not loaded yet, and tells {@code outcome} whether it
 * could. Loaded by LoaderReleaseTest in a driver class loader of its own; it only exercises the loader's
 * lifecycle, so every other method is unused.
 */
public final class LingeringThreadDriver implements BenchmarkDriver {
    private final CountDownLatch go;
    private final CompletableFuture<String> outcome;
    private final boolean noContextLoader;

    public LingeringThreadDriver(CountDownLatch go, CompletableFuture<String> outcome) {
        this(go, outcome, false);
    }

    /** @param noContextLoader the thread runs without the driver's context loader, as Netty's global executor's */
    public LingeringThreadDriver(CountDownLatch go, CompletableFuture<String> outcome, boolean noContextLoader) {
        this.go = go;
        this.outcome = outcome;
        this.noContextLoader = noContextLoader;
    }

    @Override
    public void close() {
        Thread shutdown = new Thread(
                () -> {
                    try {
                        go.await();
                        outcome.complete(new LoadedLate().toString());
                    } catch (Throwable e) {
                        outcome.complete(e.getClass().getSimpleName());
                    }
                },
                "lingering-shutdown");
        if (noContextLoader) {
            shutdown.setContextClassLoader(null);
        }
        shutdown.start();
    }

    /** Loaded only by the lingering thread, after close() returned. */
    static final class LoadedLate {
        @Override
        public String toString() {
            return "loaded";
        }
    }

    @Override
    public void initialize(DriverConfig config) {}

    @Override
    public CompletableFuture<Void> createTopic(String topic, int partitions) {
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public CompletableFuture<Optional<Integer>> partitionCount(String topic) {
        return CompletableFuture.completedFuture(Optional.empty());
    }

    @Override
    public CompletableFuture<Void> deleteTopics(Collection<String> topics) {
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        return CompletableFuture.failedFuture(new UnsupportedOperationException("lifecycle only"));
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        return CompletableFuture.failedFuture(new UnsupportedOperationException("lifecycle only"));
    }

    @Override
    public void checkConfig(DriverConfig config) {}

    @Override
    public Map<String, String> describe() {
        return Map.of();
    }
}

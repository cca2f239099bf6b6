package io.msgbench.driver.support;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfig;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** The SPI methods that the support library's tests do not exercise: a test's driver extends it. */
abstract class SpiRemainder implements BenchmarkDriver {
    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        throw new UnsupportedOperationException();
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void checkConfig(DriverConfig config) {}

    @Override
    public void initialize(DriverConfig config) {}

    @Override
    public Map<String, String> describe() {
        return Map.of();
    }

    @Override
    public void close() {}
}

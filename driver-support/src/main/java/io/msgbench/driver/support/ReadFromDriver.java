package io.msgbench.driver.support;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.ReadFrom;
import java.util.concurrent.CompletableFuture;

/**
 * A driver whose new subscriptions can start at either end: one that the workload does not place starts at the
 * driver's {@link #defaultReadFrom()}.
 */
public interface ReadFromDriver extends BenchmarkDriver {
    /** Where a new subscription starts when the workload does not say; default: the beginning. */
    default ReadFrom defaultReadFrom() {
        return ReadFrom.BEGINNING;
    }

    @Override
    CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ReadFrom readFrom, ConsumerCallback callback);

    @Override
    default CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        return createConsumer(topic, subscriptionName, defaultReadFrom(), callback);
    }
}

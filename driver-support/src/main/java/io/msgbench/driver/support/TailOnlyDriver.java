package io.msgbench.driver.support;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.api.ReadFrom;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * A driver for a broker that keeps no history for a new subscription (its queue receives only what is published
 * after it exists): {@link ReadFrom#TAIL} is what its consumers do anyway, {@link ReadFrom#BEGINNING} is refused in
 * the driver's one line, before any broker starts and again if a consumer is asked for anyway.
 */
public interface TailOnlyDriver extends BenchmarkDriver {
    /** The driver's line for a workload that asks for BEGINNING, naming the setting and what to use instead. */
    String beginningRefusal();

    @Override
    default Optional<String> refusesReadFrom(ReadFrom readFrom) {
        return readFrom == ReadFrom.BEGINNING ? Optional.of(beginningRefusal()) : Optional.empty();
    }

    @Override
    default CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ReadFrom readFrom, ConsumerCallback callback) {
        return readFrom == ReadFrom.BEGINNING
                ? CompletableFuture.failedFuture(new DriverException(beginningRefusal()))
                : createConsumer(topic, subscriptionName, callback);
    }
}

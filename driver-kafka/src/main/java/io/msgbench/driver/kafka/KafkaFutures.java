package io.msgbench.driver.kafka;

import io.msgbench.driver.support.Futures;
import java.util.concurrent.CompletableFuture;
import org.apache.kafka.common.KafkaFuture;

/** Bridges the admin client's KafkaFutures to the CompletableFutures of the driver SPI. */
final class KafkaFutures {
    private KafkaFutures() {}

    static <T> CompletableFuture<T> toCompletable(KafkaFuture<T> future) {
        CompletableFuture<T> result = new CompletableFuture<>();
        var unused = future.whenComplete((value, error) -> {
            if (error != null) {
                result.completeExceptionally(Futures.unwrap(error));
            } else {
                result.complete(value);
            }
        });
        return result;
    }
}

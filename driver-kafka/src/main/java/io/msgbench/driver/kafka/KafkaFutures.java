package io.msgbench.driver.kafka;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.common.KafkaFuture;

/** Bridges the admin client's KafkaFutures to the CompletableFutures of the driver SPI. */
final class KafkaFutures {
    private KafkaFutures() {
    }

    static <T> CompletableFuture<T> toCompletable(KafkaFuture<T> future) {
        CompletableFuture<T> result = new CompletableFuture<>();
        future.whenComplete((value, error) -> {
            if (error != null) {
                result.completeExceptionally(unwrap(error));
            } else {
                result.complete(value);
            }
        });
        return result;
    }

    /** The real failure under the wrappers that futures add. */
    static Throwable unwrap(Throwable error) {
        Throwable current = error;
        while ((current instanceof CompletionException || current instanceof ExecutionException)
                && current.getCause() != null) {
            current = current.getCause();
        }
        return current;
    }
}

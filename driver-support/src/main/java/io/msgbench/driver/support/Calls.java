package io.msgbench.driver.support;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * A blocking client call as the SPI's future: done with its value, or failed with what it threw. The call runs
 * on the caller's thread (the worker bounds each driver call; a call that hangs is its concern).
 * <pre>{@code
 * return Calls.now(() -> admin.partitionCount(topic));
 * return Calls.now(() -> admin.create(topic), BrokerErrors::explain);   // a broker's error in words
 * }</pre>
 */
public final class Calls {
    private Calls() {}

    public static <T> CompletableFuture<T> now(Callable<T> call) {
        return now(call, Function.identity());
    }

    /** @param explain what a failure becomes (a driver's own wording of its client's exceptions) */
    public static <T> CompletableFuture<T> now(Callable<T> call, Function<Exception, ? extends Throwable> explain) {
        try {
            return CompletableFuture.completedFuture(call.call());
        } catch (Exception e) {
            return CompletableFuture.failedFuture(explain.apply(e));
        }
    }
}

package io.msgbench.driver.api;

import java.util.Map;

/** One consumer of one subscription; messages arrive at the callback it was created with. */
public interface BenchmarkConsumer extends AutoCloseable {

    /**
     * Stops delivering messages until {@link #resume()}, while the consumer stays a member of its
     * subscription (backlog tests): once it returns, no message reaches the callback until resume() (one the
     * client had already taken is held, not dropped). Never implemented by sleeping in the client's threads.
     */
    void pause();

    void resume();

    /** Like {@link BenchmarkProducer#clientMetrics()}: the consumer client's figures since the previous call. */
    default Map<String, Double> clientMetrics() {
        return Map.of();
    }

    @Override
    void close() throws Exception;
}

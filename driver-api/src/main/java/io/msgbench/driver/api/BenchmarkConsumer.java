package io.msgbench.driver.api;

/** One consumer of one subscription; messages arrive at the callback it was created with. */
public interface BenchmarkConsumer extends AutoCloseable {

    /**
     * Stops delivering messages until {@link #resume()}, while the consumer stays a member of its
     * subscription (backlog tests). Never implemented by sleeping in the client's threads.
     */
    void pause();

    void resume();

    @Override
    void close() throws Exception;
}

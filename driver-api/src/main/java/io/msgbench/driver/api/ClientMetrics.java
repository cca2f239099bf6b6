package io.msgbench.driver.api;

import java.util.List;

/**
 * Names of the figures a client may report through {@code clientMetrics()}, so that the framework can put
 * any driver's figures next to end-to-end latency without knowing the client. All times are milliseconds.
 * A name ending in {@code .max} is a maximum (the framework takes the largest over clients and samples);
 * any other figure is an average (the framework averages it). A driver reports what its client exposes and
 * leaves the rest out; it may add figures of its own under other names.
 */
public final class ClientMetrics {
    /** Average time a send call blocked (buffer full, waiting for metadata) since the previous call. */
    public static final String SEND_BLOCKED_AVG = "send.blocked.ms.avg";
    /**
     * The configured longest wait of a record for its batch to fill (Kafka's {@code linger.ms}): a setting, not a
     * measurement, reported so that the time records spend in the buffer can be judged against it.
     */
    public static final String PRODUCER_LINGER = "producer.linger.ms";
    /** Average time a record waited in the producer's buffer before its batch was sent. */
    public static final String PRODUCER_QUEUE_AVG = "producer.queue.ms.avg";
    public static final String PRODUCER_QUEUE_MAX = "producer.queue.ms.max";
    /** Produce request latency: batch sent to broker response. */
    public static final String PRODUCE_REQUEST_AVG = "produce.request.ms.avg";
    public static final String PRODUCE_REQUEST_MAX = "produce.request.ms.max";
    /** Fetch request latency, as the consumer client measures it. */
    public static final String FETCH_REQUEST_AVG = "fetch.request.ms.avg";
    public static final String FETCH_REQUEST_MAX = "fetch.request.ms.max";
    /** Average time spent inside one poll call. */
    public static final String POLL_AVG = "poll.ms.avg";

    /** The figures in the order of a message's path: send, buffer, produce request, fetch, poll. */
    public static final List<String> PATH_ORDER = List.of(SEND_BLOCKED_AVG, PRODUCER_QUEUE_AVG, PRODUCER_QUEUE_MAX,
            PRODUCE_REQUEST_AVG, PRODUCE_REQUEST_MAX, FETCH_REQUEST_AVG, FETCH_REQUEST_MAX, POLL_AVG);

    private ClientMetrics() {
    }

    /** Whether a figure is a maximum (combined by taking the largest) rather than an average. */
    public static boolean isMaximum(String name) {
        return name.endsWith(".max");
    }
}

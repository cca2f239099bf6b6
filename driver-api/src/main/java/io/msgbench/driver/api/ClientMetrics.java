package io.msgbench.driver.api;

import java.util.List;
import java.util.Map;

/**
 * Names of the figures a client may report through {@code clientMetrics()}, so that the framework can put
 * any driver's figures next to end-to-end latency without knowing the client. Each figure's unit is declared in
 * {@link #UNITS} ({@link #unit}): the times are milliseconds, the producer's buffer bytes, its request rate
 * requests per second. A name ending in {@code .max} is a maximum (the framework takes the largest over clients
 * and samples), one ending in {@code .min} a minimum (the smallest); any other figure is an average (the framework
 * averages it). A driver reports what its client exposes and leaves the rest out; it may add figures of its own
 * under other names (their unit is the one the name holds, see {@link #unit}).
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

    /**
     * The producer's free buffer (Kafka's {@code buffer-available-bytes}), the least over producers and samples:
     * how close the tightest producer came to blocking its sends.
     */
    public static final String PRODUCER_BUFFER_FREE_MIN = "producer.buffer.free.bytes.min";
    /** The producer's whole buffer (Kafka's {@code buffer.memory}): a setting, so the free buffer reads as a share. */
    public static final String PRODUCER_BUFFER_TOTAL = "producer.buffer.total.bytes";
    /** Requests the producer sent per second (Kafka's {@code request-rate}), averaged over producers. */
    public static final String PRODUCER_REQUEST_RATE = "producer.requests.per.s.avg";
    /** Records per produce request (Kafka's {@code records-per-request-avg}): how full the batches went. */
    public static final String PRODUCER_RECORDS_PER_REQUEST = "producer.records.per.request.avg";

    /** The unit of each figure named here. */
    public static final Map<String, String> UNITS = Map.ofEntries(
            Map.entry(SEND_BLOCKED_AVG, "ms"),
            Map.entry(PRODUCER_LINGER, "ms"),
            Map.entry(PRODUCER_QUEUE_AVG, "ms"),
            Map.entry(PRODUCER_QUEUE_MAX, "ms"),
            Map.entry(PRODUCE_REQUEST_AVG, "ms"),
            Map.entry(PRODUCE_REQUEST_MAX, "ms"),
            Map.entry(FETCH_REQUEST_AVG, "ms"),
            Map.entry(FETCH_REQUEST_MAX, "ms"),
            Map.entry(POLL_AVG, "ms"),
            Map.entry(PRODUCER_BUFFER_FREE_MIN, "bytes"),
            Map.entry(PRODUCER_BUFFER_TOTAL, "bytes"),
            Map.entry(PRODUCER_REQUEST_RATE, "requests/s"),
            Map.entry(PRODUCER_RECORDS_PER_REQUEST, "records"));

    /** The units a driver's own figure may name as a part of its name. */
    private static final List<String> NAMED_UNITS = List.of("ms", "bytes", "messages", "records");

    /** The figures in the order of a message's path: send, buffer, produce request, fetch, poll. */
    public static final List<String> PATH_ORDER = List.of(
            SEND_BLOCKED_AVG,
            PRODUCER_QUEUE_AVG,
            PRODUCER_QUEUE_MAX,
            PRODUCE_REQUEST_AVG,
            PRODUCE_REQUEST_MAX,
            FETCH_REQUEST_AVG,
            FETCH_REQUEST_MAX,
            POLL_AVG);

    private ClientMetrics() {}

    /** Whether a figure is a maximum (combined by taking the largest) rather than an average. */
    public static boolean isMaximum(String name) {
        return name.endsWith(".max");
    }

    /** Whether a figure is a minimum (combined by taking the smallest) rather than an average. */
    public static boolean isMinimum(String name) {
        return name.endsWith(".min");
    }

    /**
     * A figure's unit: as declared in {@link #UNITS}; for a driver's own figure the unit its name holds as one of its
     * dot-separated parts ({@code pulsar.send.ms.p50}: ms, {@code pulsar.receiver.queue.messages}: messages), else
     * "unknown".
     */
    public static String unit(String name) {
        String declared = UNITS.get(name);
        if (declared != null) {
            return declared;
        }
        for (String part : name.split("\\.", -1)) {
            if (NAMED_UNITS.contains(part)) {
                return part;
            }
        }
        return "unknown";
    }
}

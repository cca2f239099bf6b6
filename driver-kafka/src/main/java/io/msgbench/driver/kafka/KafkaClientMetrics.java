package io.msgbench.driver.kafka;

import io.msgbench.driver.api.ClientMetrics;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.kafka.common.Metric;
import org.apache.kafka.common.MetricName;

/**
 * Reads the latency breakdown of the 2017 study from a Kafka client's own metrics (the figures JMX shows):
 * time blocked in {@code send()}, record queue time in the producer buffer, produce request latency and fetch
 * latency; time in {@code poll()} is timed by the consumer's poll thread. Kafka's {@code -avg}/{@code -max} metrics cover
 * its last two sample windows (msgbench sets 5 s unless the driver file sets metrics.sample.window.ms, see
 * {@link KafkaDriverSettings#METRICS_WINDOW_MS}); the blocked time is computed from cumulative totals since the
 * previous read. For the study's producer pictures it also reads the free buffer ({@code buffer-available-bytes}, of
 * {@code buffer-total-bytes}, which is {@code buffer.memory}), the request rate ({@code request-rate}: every request
 * the producer sent, produce requests and the few metadata requests) and {@code records-per-request-avg}.
 * One instance per client; read from one thread.
 */
final class KafkaClientMetrics {
    private static final String PRODUCER = "producer-metrics";
    private static final String FETCH = "consumer-fetch-manager-metrics";

    private double previousBlockedNanos;
    private double previousSends;
    private long previousPollNanos;
    private long previousPolls;

    /** The producer's figures; send blocked = (buffer-pool wait + metadata wait) per record sent since last read. */
    Map<String, Double> producer(Map<MetricName, ? extends Metric> metrics) {
        Map<String, Double> figures = new LinkedHashMap<>();
        double blockedNanos = value(metrics, PRODUCER, "bufferpool-wait-time-ns-total")
                + value(metrics, PRODUCER, "metadata-wait-time-ns-total");
        double sends = value(metrics, PRODUCER, "record-send-total");
        if (sends > previousSends) {
            figures.put(
                    ClientMetrics.SEND_BLOCKED_AVG,
                    (blockedNanos - previousBlockedNanos) / (sends - previousSends) / 1e6);
        }
        previousBlockedNanos = blockedNanos;
        previousSends = sends;
        put(figures, ClientMetrics.PRODUCER_QUEUE_AVG, value(metrics, PRODUCER, "record-queue-time-avg"));
        put(figures, ClientMetrics.PRODUCER_QUEUE_MAX, value(metrics, PRODUCER, "record-queue-time-max"));
        put(figures, ClientMetrics.PRODUCE_REQUEST_AVG, value(metrics, PRODUCER, "request-latency-avg"));
        put(figures, ClientMetrics.PRODUCE_REQUEST_MAX, value(metrics, PRODUCER, "request-latency-max"));
        put(figures, ClientMetrics.PRODUCER_BUFFER_FREE_MIN, value(metrics, PRODUCER, "buffer-available-bytes"));
        put(figures, ClientMetrics.PRODUCER_BUFFER_TOTAL, value(metrics, PRODUCER, "buffer-total-bytes"));
        put(figures, ClientMetrics.PRODUCER_REQUEST_RATE, value(metrics, PRODUCER, "request-rate"));
        put(figures, ClientMetrics.PRODUCER_RECORDS_PER_REQUEST, value(metrics, PRODUCER, "records-per-request-avg"));
        return figures;
    }

    /**
     * The consumer's figures. Kafka has no metric for the time spent inside poll(), so the consumer's poll
     * thread times each call itself and passes the running totals.
     */
    Map<String, Double> consumer(Map<MetricName, ? extends Metric> metrics, long pollNanos, long polls) {
        Map<String, Double> figures = new LinkedHashMap<>();
        put(figures, ClientMetrics.FETCH_REQUEST_AVG, value(metrics, FETCH, "fetch-latency-avg"));
        put(figures, ClientMetrics.FETCH_REQUEST_MAX, value(metrics, FETCH, "fetch-latency-max"));
        if (polls > previousPolls) {
            figures.put(
                    ClientMetrics.POLL_AVG, (pollNanos - previousPollNanos) / (double) (polls - previousPolls) / 1e6);
        }
        previousPollNanos = pollNanos;
        previousPolls = polls;
        return figures;
    }

    /** A client-level metric (the one without topic or partition tags), or NaN when Kafka has no value yet. */
    private static double value(Map<MetricName, ? extends Metric> metrics, String group, String name) {
        for (Map.Entry<MetricName, ? extends Metric> entry : metrics.entrySet()) {
            MetricName metricName = entry.getKey();
            if (metricName.group().equals(group)
                    && metricName.name().equals(name)
                    && !metricName.tags().containsKey("topic")
                    && !metricName.tags().containsKey("node-id")) {
                Object value = entry.getValue().metricValue();
                return value instanceof Number number ? number.doubleValue() : Double.NaN;
            }
        }
        return Double.NaN;
    }

    /** Kafka reports NaN (or -inf for a max) while its sample window is empty; those are left out. */
    private static void put(Map<String, Double> figures, String name, double value) {
        if (Double.isFinite(value) && value >= 0) {
            figures.put(name, value);
        }
    }
}

package io.msgbench.driver.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.ClientMetrics;
import java.util.HashMap;
import java.util.Map;
import org.apache.kafka.common.Metric;
import org.apache.kafka.common.MetricName;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** How the Kafka client's own metrics become the breakdown figures (the real client is exercised in integration-tests). */
class KafkaClientMetricsTest {
    private final Map<MetricName, Metric> metrics = new HashMap<>();

    private void set(String group, String name, double value, String... tags) {
        Map<String, String> tagMap = new HashMap<>(Map.of("client-id", "producer-1"));
        for (int i = 0; i < tags.length; i += 2) {
            tagMap.put(tags[i], tags[i + 1]);
        }
        MetricName metricName = new MetricName(name, group, "", tagMap);
        metrics.put(metricName, new Metric() {
            @Override
            public MetricName metricName() {
                return metricName;
            }

            @Override
            public Object metricValue() {
                return value;
            }
        });
    }

    @Test
    void sendBlockedIsTheWaitPerRecordSinceThePreviousRead() {
        KafkaClientMetrics reader = new KafkaClientMetrics();
        set("producer-metrics", "bufferpool-wait-time-ns-total", 0);
        set("producer-metrics", "metadata-wait-time-ns-total", 1_000_000);
        set("producer-metrics", "record-send-total", 100);
        reader.producer(metrics);

        set("producer-metrics", "bufferpool-wait-time-ns-total", 300_000_000);
        set("producer-metrics", "metadata-wait-time-ns-total", 1_000_000);
        set("producer-metrics", "record-send-total", 400);
        set("producer-metrics", "record-queue-time-avg", 12.5);
        set("producer-metrics", "record-queue-time-max", Double.NEGATIVE_INFINITY);
        set("producer-metrics", "request-latency-avg", Double.NaN);
        set("producer-topic-metrics", "record-queue-time-avg", 99, "topic", "t");
        Map<String, Double> figures = reader.producer(metrics);

        assertThat(figures.get(ClientMetrics.SEND_BLOCKED_AVG))
                .isCloseTo(1.0, Offset.offset(1e-9)); // 300 ms / 300 sends
        assertThat(figures)
                .containsEntry(ClientMetrics.PRODUCER_QUEUE_AVG, 12.5)
                .doesNotContainKeys(ClientMetrics.PRODUCER_QUEUE_MAX, ClientMetrics.PRODUCE_REQUEST_AVG);
    }

    @Test
    void pollTimeIsTheAverageCallSinceThePreviousRead() {
        KafkaClientMetrics reader = new KafkaClientMetrics();
        set("consumer-fetch-manager-metrics", "fetch-latency-avg", 7.0);
        set("consumer-fetch-manager-metrics", "fetch-latency-max", 20.0);

        assertThat(reader.consumer(metrics, 10_000_000, 5))
                .containsEntry(ClientMetrics.POLL_AVG, 2.0)
                .containsEntry(ClientMetrics.FETCH_REQUEST_AVG, 7.0)
                .containsEntry(ClientMetrics.FETCH_REQUEST_MAX, 20.0);
        assertThat(reader.consumer(metrics, 40_000_000, 8)).containsEntry(ClientMetrics.POLL_AVG, 10.0);
        assertThat(reader.consumer(metrics, 40_000_000, 8)).doesNotContainKey(ClientMetrics.POLL_AVG);
    }

    @Test
    void theFreeBufferItsSizeAndTheRequestRateComeFromTheProducersOwnMetrics() {
        set("producer-metrics", "buffer-available-bytes", 30_000_000);
        set("producer-metrics", "buffer-total-bytes", 33_554_432);
        set("producer-metrics", "request-rate", 250.5);
        set("producer-metrics", "records-per-request-avg", 4.0);
        set("producer-node-metrics", "request-rate", 99, "node-id", "node-1");

        assertThat(new KafkaClientMetrics().producer(metrics))
                .containsEntry(ClientMetrics.PRODUCER_BUFFER_FREE_MIN, 30_000_000.0)
                .containsEntry(ClientMetrics.PRODUCER_BUFFER_TOTAL, 33_554_432.0)
                .containsEntry(ClientMetrics.PRODUCER_REQUEST_RATE, 250.5)
                .containsEntry(ClientMetrics.PRODUCER_RECORDS_PER_REQUEST, 4.0);
        assertThat(ClientMetrics.unit(ClientMetrics.PRODUCER_BUFFER_FREE_MIN)).isEqualTo("bytes");
        assertThat(ClientMetrics.unit(ClientMetrics.PRODUCER_REQUEST_RATE)).isEqualTo("requests/s");
        assertThat(ClientMetrics.isMinimum(ClientMetrics.PRODUCER_BUFFER_FREE_MIN))
                .isTrue();
    }
}

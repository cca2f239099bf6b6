package io.msgbench.driver.pulsar;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.pulsar.client.api.ConsumerStats;
import org.apache.pulsar.client.api.ProducerStats;

/**
 * What pulsar-client measures itself, as {@code clientMetrics()} figures: the producer's send latency (send
 * call to acknowledgement, batching delay included) and the consumer's receiver queue (not the producer's
 * pending queue: the summed stats of a partitioned producer throw when asked for it, in 4.0.7, and carry no
 * latency percentiles, so a producer on a partitioned topic reports nothing). The
 * client computes them over its stats interval ({@link PulsarClients#STATS_INTERVAL_SECONDS}); before the
 * first interval has passed there is nothing to report.
 */
final class PulsarClientFigures {
    static final String SEND_P50 = "pulsar.send.ms.p50";
    static final String SEND_P99 = "pulsar.send.ms.p99";
    static final String SEND_MAX = "pulsar.send.ms.max";
    static final String RECEIVER_QUEUE = "pulsar.receiver.queue.messages";

    private PulsarClientFigures() {}

    static Map<String, Double> of(ProducerStats stats) {
        Map<String, Double> figures = new LinkedHashMap<>();
        // the summed stats of a partitioned producer carry no latency percentiles (all 0): report none then
        if (stats == null || stats.getTotalMsgsSent() == 0 || stats.getSendLatencyMillisMax() <= 0) {
            return figures;
        }
        figures.put(SEND_P50, stats.getSendLatencyMillis50pct());
        figures.put(SEND_P99, stats.getSendLatencyMillis99pct());
        figures.put(SEND_MAX, stats.getSendLatencyMillisMax());
        return figures;
    }

    static Map<String, Double> of(ConsumerStats stats) {
        Map<String, Double> figures = new LinkedHashMap<>();
        if (stats == null || stats.getTotalMsgsReceived() == 0 || stats.getMsgNumInReceiverQueue() == null) {
            return figures;
        }
        figures.put(RECEIVER_QUEUE, (double) stats.getMsgNumInReceiverQueue());
        return figures;
    }
}

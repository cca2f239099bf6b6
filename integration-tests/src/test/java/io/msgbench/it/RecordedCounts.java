package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import java.util.function.ToLongFunction;

/** Checks that a run's figures agree with each other exactly: counts, not speeds. */
final class RecordedCounts {
    private RecordedCounts() {}

    /**
     * Over all the run's intervals (warm-up, measure, drain; the last sample comes after the drain), every
     * acknowledgement got a publish latency, every receipt an end-to-end latency, and the intervals add up to
     * the run's totals.
     */
    static void assertEveryAckAndReceiptTimed(RunResult result) {
        long acked = sum(result, i -> i.counts().acked());
        long received = sum(result, i -> i.counts().received());
        assertThat(sum(result, i -> i.counts().sent()))
                .as("sent over the intervals")
                .isEqualTo(result.counts().sent());
        assertThat(acked)
                .as("acknowledged over the intervals")
                .isEqualTo(result.counts().acked());
        assertThat(received)
                .as("received over the intervals")
                .isEqualTo(result.counts().received());
        assertThat(sum(result, i -> i.histograms().get(Metric.PUBLISH_LATENCY).getTotalCount()))
                .as("publish latencies")
                .isEqualTo(acked);
        assertThat(sum(
                        result,
                        i -> i.histograms().get(Metric.END_TO_END_LATENCY).getTotalCount()))
                .as("end-to-end latencies")
                .isEqualTo(received);
    }

    /**
     * From a result document's {@code msgbench.counts}: messages were acknowledged, every send was answered
     * (acknowledged or failed), and none was lost, duplicated or out of order. A failed send is the broker's
     * refusal, reported as such, not a loss: RocketMQ's embedded broker sheds sends that waited in its queue past
     * the client's 3 s timeout on an overloaded host (3,136 of a run's sends at load average 25).
     */
    static void assertEverySendAnsweredAndNothingLost(JsonNode counts) {
        assertThat(counts.get("acked").asLong()).as("acknowledged").isPositive();
        assertThat(counts.get("acked").asLong() + counts.get("failed").asLong())
                .as("acknowledged + failed")
                .isEqualTo(counts.get("sent").asLong());
        assertThat(counts.get("lost").asLong()).as("lost").isZero();
        assertThat(counts.get("duplicated").asLong()).as("duplicated").isZero();
        assertThat(counts.get("outOfOrder").asLong()).as("out of order").isZero();
    }

    /** The same, and no send failed: for runs whose broker keeps a send as long as the client waits for it. */
    static void assertEverySendAcknowledgedAndDelivered(JsonNode counts) {
        assertThat(counts.get("failed").asLong()).as("failed sends").isZero();
        assertEverySendAnsweredAndNothingLost(counts);
    }

    private static long sum(RunResult result, ToLongFunction<IntervalResult> figure) {
        return result.intervals().stream().mapToLong(figure).sum();
    }
}

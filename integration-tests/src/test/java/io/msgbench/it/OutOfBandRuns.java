package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.measure.PayloadHeader;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.Metric;
import io.msgbench.result.ResultJson;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.workload.Workload;
import java.time.Duration;

/** What a run with msgbench's header out of band must show, on any driver that carries it so. */
final class OutOfBandRuns {
    static final int MESSAGE_SIZE = 10;

    private OutOfBandRuns() {}

    /** 10-byte messages, below the 28-byte header, with {@code header} left at its default (auto). */
    static Workload tenByteMessages(String name) {
        return Workload.builder()
                .name(name)
                .topics(1)
                .partitionsPerTopic(1)
                .producersPerTopic(1)
                .subscriptionsPerTopic(1)
                .consumerPerSubscription(1)
                .messageSize(MESSAGE_SIZE)
                .producerRate(500)
                .warmupDuration(Duration.ofSeconds(2))
                .testDuration(Duration.ofSeconds(6))
                .build();
    }

    /** The result says where the header went, counts each message as 10 bytes, and measured as in band. */
    static void assertMeasuredAsInBand(RunResult result) {
        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.shape().header()).isEqualTo("out-of-band");
        assertThat(result.shape().effectiveMessageSize()).isEqualTo(MESSAGE_SIZE);
        assertThat(ResultJson.toJson(result)
                        .get("msgbench")
                        .get("shape")
                        .get("header")
                        .asText())
                .isEqualTo("out-of-band");
        assertThat(result.warnings()).noneMatch(warning -> warning.contains("payload header"));
        var counts = result.counts();
        assertThat(counts.sent()).isPositive();
        assertThat(counts.acked()).isEqualTo(counts.sent());
        assertThat(counts.received()).isEqualTo(counts.sent());
        assertThat(counts.receivedUnique()).isEqualTo(counts.sent());
        assertThat(counts.lost()).isZero();
        assertThat(counts.duplicated()).isZero();
        assertThat(counts.foreign()).isZero();
        RecordedCounts.assertEveryAckAndReceiptTimed(result);
        assertThat(result.stats(Metric.END_TO_END_LATENCY).count()).isPositive();
        // per interval: a snapshot never splits a message's count from its bytes (CountersTest), so every
        // interval's bytes are its messages times the size; over the whole run as well
        for (IntervalResult interval : result.intervals()) {
            assertThat(interval.counts().sentBytes())
                    .as("bytes sent in %s", interval)
                    .isEqualTo(interval.counts().sent() * MESSAGE_SIZE);
            assertThat(interval.counts().receivedBytes())
                    .as("bytes received in %s", interval)
                    .isEqualTo(interval.counts().received() * MESSAGE_SIZE);
        }
        assertThat(result.intervals().stream()
                        .mapToLong(i -> i.counts().sentBytes())
                        .sum())
                .as("bytes sent")
                .isEqualTo(counts.sent() * MESSAGE_SIZE);
        assertThat(result.intervals().stream()
                        .mapToLong(i -> i.counts().receivedBytes())
                        .sum())
                .as("bytes received")
                .isEqualTo(counts.received() * MESSAGE_SIZE);
    }

    /**
     * One message as a plain client read it off the topic: the header where the driver put it, the value exactly
     * 10 bytes (a probe's empty). Returns whether it was a probe.
     */
    static boolean assertOnTheWire(byte[] header, byte[] value) {
        assertThat(header).as("the header beside the value").isNotNull().hasSize(PayloadHeader.SIZE);
        assertThat(PayloadHeader.isPresent(header)).as("msgbench's header").isTrue();
        boolean probe = PayloadHeader.isProbe(header);
        assertThat(value).hasSize(probe ? 0 : MESSAGE_SIZE);
        return probe;
    }
}

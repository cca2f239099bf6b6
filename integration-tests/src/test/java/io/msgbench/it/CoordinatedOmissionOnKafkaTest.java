package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import io.msgbench.result.Metric;
import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "No coordinated omission" through a real broker whose client blocks, as a user's run through a paused broker
 * goes: the Kafka producer's buffer ({@code buffer.memory}) holds a few batches, so while the embedded broker is
 * frozen {@code send()} blocks and the sender thread with it. Every message due during the pause is sent late.
 * Counted from its intended send time (publish latency) it shows the pause; counted from the send call (publish
 * service time, what a closed-loop tool reports) only the few messages already buffered and the one blocked call
 * do. (Kafka's send is otherwise asynchronous: with a large buffer, a message sent just before a pause waits as
 * long from its send call, so only a blocking client tells the two apart.) The bounds follow from the schedule:
 * the messages due in the pause's first half are acknowledged after it ends, so each waited at least half of it.
 */
@RunsAlone // a paused broker and a sender thread that must keep its schedule: nothing beside it
class CoordinatedOmissionOnKafkaTest {
    private static final int RATE = 1_000;
    private static final long PAUSE_MICROS = 3_000_000;
    private static final long DUE_IN_FIRST_HALF = RATE * PAUSE_MICROS / 2 / 1_000_000;
    /** Counted from just below half the pause, so a histogram bucket's width cannot hide a late message. */
    private static final long NEAR_HALF_PAUSE = PAUSE_MICROS / 2 * 9 / 10;
    /**
     * What can wait from its send call across the pause: the records the 16 KiB buffer holds (four 4 KiB batches of
     * 100-byte records, about 36 each) and the one blocked call; a fifth of the late messages is a wide margin.
     */
    private static final long BUFFERED_AT_MOST = DUE_IN_FIRST_HALF / 5;

    @Test
    void messagesDueWhileTheBlockedClientWaitedShowThePauseFromTheirIntendedTimeOnly(@TempDir Path dir)
            throws Exception {
        Path driver = CliTest.write(dir, "kafka-small-buffer.yaml", """
                name: Kafka-small-buffer
                driverClass: kafka
                embeddedBroker: kafka
                replicationFactor: 1
                commonConfig: |
                  bootstrap.servers=${embedded.bootstrapServers}
                producerConfig: |
                  acks=all
                  linger.ms=1
                  batch.size=4096
                  buffer.memory=16384
                  max.block.ms=60000
                  delivery.timeout.ms=120000
                  request.timeout.ms=60000
                consumerConfig: |
                  auto.offset.reset=earliest
                """);
        Path workload = CliTest.write(dir, "pause.yaml", """
                topics: 1
                partitionsPerTopic: 1
                messageSize: 100
                producerRate: %d
                warmup: 2s
                testDuration: 8s
                faults:
                  - {at: 2s, action: pause-broker, duration: %ds}
                """.formatted(RATE, PAUSE_MICROS / 1_000_000));
        Path result = dir.resolve("result.json");

        Cli.Outcome outcome = Cli.run(
                "--drivers", driver.toString(), "--interval", "1s", "--output", result.toString(), workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.OK);
        assertThat(outcome.out()).contains("1 pause-broker 3s at 2s: done");
        RunResult run = ResultReader.read(result);
        assertThat(run.status()).isEqualTo(RunStatus.COMPLETE);
        assertThat(run.counts().failed()).as("failed sends").isZero();
        Histogram publish = run.aggregate().get(Metric.PUBLISH_LATENCY);
        Histogram sendDelay = run.aggregate().get(Metric.SEND_DELAY);
        Histogram service = run.aggregate().get(Metric.PUBLISH_SERVICE_TIME);

        assertThat(Histograms.countFrom(publish, NEAR_HALF_PAUSE))
                .as("publish latencies of half the pause")
                .isGreaterThanOrEqualTo(DUE_IN_FIRST_HALF);
        assertThat(Histograms.countFrom(sendDelay, NEAR_HALF_PAUSE))
                .as("sends late by half the pause (blocked)")
                .isGreaterThanOrEqualTo(DUE_IN_FIRST_HALF - BUFFERED_AT_MOST);
        assertThat(Histograms.countFrom(service, NEAR_HALF_PAUSE))
                .as("service times of half the pause")
                .isLessThanOrEqualTo(BUFFERED_AT_MOST);
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.result.DeliveryCounts;
import io.msgbench.result.ResultSchema;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.workload.KeyDistributor;
import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "every message accounted for", through the real broker: the fault driver wraps the Kafka driver
 * on the module's KRaft broker and loses, duplicates and reorders chosen messages; the result must count
 * exactly those. And {@code bin/benchmark} itself, as a process, exits 3 when acknowledged messages are lost,
 * even when the driver's close then fails.
 */
@ExtendWith(KafkaBroker.class)
class KafkaDeliveryFaultsTest {
    /** What was acknowledged but never reached the framework's consumer is lost; the drain waits this for it. */
    private static final RunOptions SHORT_DRAIN =
            new RunOptions(Duration.ofSeconds(2), Duration.ofSeconds(60), Duration.ofSeconds(10), false);

    @Test
    void lostDuplicatedAndReorderedMessagesAreCountedExactly(@TempDir Path dir) throws Exception {
        // One producer, keys round robin: sequence s and s + KEY_COUNT share a key, so a message held back
        // until its key's next message arrives after it. The chosen sequences fall in the warm-up.
        long later = KeyDistributor.KEY_COUNT;
        var driver = FaultDrivers.spec(dir, "kafka-with-faults.yaml", FaultDrivers.kafkaWith("""
                ackWithoutSending: [50]
                dropOnReceive: [150, 250]
                deliverTwice: [350, 450, 550, 650]
                deliverLate: [1000, 1100, 1200, 1300, 1400]
                """));
        Workload workload = Workload.builder()
                .name("delivery-faults")
                .topics(1)
                .partitionsPerTopic(2)
                .keyDistributor(KeyDistributorType.KEY_ROUND_ROBIN)
                .messageSize(100)
                .producerRate(2_000)
                .warmupDuration(Duration.ofSeconds(2))
                .testDuration(Duration.ofSeconds(6))
                .build();

        RunResult result = Runs.run(workload, driver, FaultDrivers.loader(), SHORT_DRAIN);

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        DeliveryCounts counts = result.counts();
        assertThat(counts.sent())
                .as("enough sent for every late message's key to come again")
                .isGreaterThan(1400 + later);
        assertThat(counts.acked()).isEqualTo(counts.sent());
        assertThat(counts.failed()).isZero();
        assertThat(counts.lost())
                .as("acknowledged without sending 1, dropped on receipt 2")
                .isEqualTo(3);
        assertThat(counts.duplicated()).as("delivered twice").isEqualTo(4);
        assertThat(counts.outOfOrder())
                .as("delivered after a later message of the key")
                .isEqualTo(5);
        assertThat(counts.receivedUnique()).isEqualTo(counts.acked() - 3);
        assertThat(counts.received()).as("every delivery").isEqualTo(counts.acked() - 3 + 4);
        assertThat(result.driverSettings().get("faults")).contains("drop on receive [150, 250]");
    }

    @Test
    void binBenchmarkExitsThreeWhenAcknowledgedMessagesAreLost(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "kafka-with-faults.yaml", FaultDrivers.kafkaWith("""
                ackWithoutSending: [10, 20]
                dropOnReceive: [30]
                closeFails: true
                """));
        Path workload = CliTest.write(dir, "short.yaml", """
                topics: 1
                partitionsPerTopic: 1
                messageSize: 100
                producerRate: 500
                warmup: 1s
                testDuration: 3s
                """);
        Path result = dir.resolve("result.json");

        FaultDrivers.BinBenchmark run = FaultDrivers.binBenchmark(
                dir,
                "--drivers",
                driver.toString(),
                "--interval",
                "1s",
                "--drain-timeout",
                "10s",
                "--output",
                result.toString(),
                workload.toString());
        String output = run.output();
        assertThat(run.exit()).as(output).isEqualTo(ExitCode.MESSAGES_LOST);
        assertThat(output).contains("lost 3, duplicated 0, out of order 0", "Result: " + result);
        // the driver's close failing afterwards is a warning: it hides neither the loss nor its exit code
        assertThat(output).contains("warning: teardown: closing the driver: closing failed, as its faults say");
        JsonNode msgbench = ResultSchema.read(result).get("msgbench");
        assertThat(msgbench.get("counts").get("lost").asLong()).isEqualTo(3);
        assertThat(msgbench.get("warnings").toString()).contains("teardown: closing the driver: closing failed");
    }
}

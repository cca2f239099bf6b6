package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.result.DeliveryCounts;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.workload.Workload;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fault driver wrapping Kafka keeps Kafka's out-of-band header: 10-byte messages go out at 10 bytes with the
 * header in a record header, and the faults are still chosen by the header's sequence numbers.
 */
@ExtendWith(KafkaBroker.class)
class KafkaFaultsOutOfBandTest {
    private static final RunOptions SHORT_DRAIN =
            new RunOptions(Duration.ofSeconds(1), Duration.ofSeconds(60), Duration.ofSeconds(10), false);

    @Test
    void tenByteMessagesThroughTheFaultDriverKeepTheHeaderOutOfBandAndTheirFaults(@TempDir Path dir) throws Exception {
        var driver = FaultDrivers.spec(dir, "kafka-with-faults.yaml", FaultDrivers.kafkaWith("""
                ackWithoutSending: [50]
                dropOnReceive: [150]
                deliverTwice: [250]
                """));
        Workload workload = Workload.builder()
                .name("faults-out-of-band")
                .topics(1)
                .partitionsPerTopic(1)
                .messageSize(10)
                .producerRate(1_000)
                .warmupDuration(Duration.ofSeconds(1))
                .testDuration(Duration.ofSeconds(2))
                .build();

        RunResult result = Runs.run(workload, driver, FaultDrivers.loader(), SHORT_DRAIN);

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.shape().header()).isEqualTo("out-of-band");
        assertThat(result.shape().effectiveMessageSize()).isEqualTo(10);
        DeliveryCounts counts = result.counts();
        assertThat(counts.sent()).isGreaterThan(250);
        assertThat(counts.failed()).isZero();
        assertThat(counts.lost())
                .as("acknowledged without sending 1, dropped on receipt 1")
                .isEqualTo(2);
        assertThat(counts.duplicated()).as("delivered twice").isEqualTo(1);
    }

    /**
     * The preflight asks the fault driver once it has read its file, so it answers for Kafka: {@code header:
     * out-of-band} runs, and the console says where the header went.
     */
    @Test
    void binBenchmarkRunsOutOfBandThroughTheFaultDriverAndSaysSo(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "kafka-with-faults.yaml", FaultDrivers.kafkaWith("dropOnReceive: [30]"));
        Path workload = CliTest.write(dir, "tiny.yaml", """
                topics: 1
                partitionsPerTopic: 1
                messageSize: 10
                header: out-of-band
                producerRate: 200
                warmup: 1s
                testDuration: 2s
                """);

        FaultDrivers.BinBenchmark run = FaultDrivers.binBenchmark(
                dir,
                "--drivers",
                driver.toString(),
                "--interval",
                "1s",
                "--drain-timeout",
                "10s",
                "--output",
                dir.resolve("result.json").toString(),
                workload.toString());
        assertThat(run.exit()).as(run.output()).isEqualTo(ExitCode.MESSAGES_LOST);
        // the place is the wrapped Kafka driver's
        assertThat(run.output().lines())
                .contains("header: out of band (driver 'Kafka-with-faults' carries it in a Kafka"
                        + " record header 'mb', 28 bytes), 10-byte payload on the wire");
    }
}

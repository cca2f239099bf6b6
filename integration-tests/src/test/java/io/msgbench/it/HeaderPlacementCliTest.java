package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import io.msgbench.result.ResultSchema;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A message smaller than msgbench's 28-byte header, on a driver that cannot carry the header out of band (the
 * loopback), is refused before the run in one line; {@code header: payload} runs it at 28 bytes and says so.
 */
class HeaderPlacementCliTest {
    /** Were a refusal missed, the run would be over soon and the exit code would say so. */
    private static final String SHORT = "warmup: 1s\ntestDuration: 1s\n";

    private static final String LOOPBACK =
            KafkaBroker.home().resolve("driver-loopback/loopback.yaml").toString();

    @Test
    void tenByteMessagesOnADriverWithoutOutOfBandHeadersAreOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "tiny.yaml", "topics: 1\nmessageSize: 10\nproducerRate: 100\n" + SHORT);

        Cli.Outcome outcome = Cli.run("--drivers", LOOPBACK, workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip())
                .isEqualTo("error: " + workload + ": messageSize: 10 is below msgbench's"
                        + " 28-byte measuring header, and driver 'Loopback' cannot carry it out of band (Kafka and Pulsar"
                        + " can); header: payload sends the messages at 28 bytes");
        assertThat(outcome.out()).doesNotContain("Latency Type").doesNotContain("initialize");
    }

    @Test
    void outOfBandAskedOfADriverThatCannotIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(
                dir, "oob.yaml", "topics: 1\nmessageSize: 100\nheader: out-of-band\n" + "producerRate: 100\n" + SHORT);

        Cli.Outcome outcome = Cli.run("--drivers", LOOPBACK, workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip())
                .isEqualTo("error: " + workload + ": header: out-of-band, but driver"
                        + " 'Loopback' cannot carry msgbench's header out of band (Kafka and Pulsar can)");
    }

    @Test
    void aSweepRefusesOutOfBandOnADriverThatCannotInOneLineBeforeAnyPoint(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(
                dir, "oob.yaml", "topics: 1\nmessageSize: 100\nheader: out-of-band\n" + "producerRate: 100\n" + SHORT);

        Cli.Outcome outcome = Cli.run(
                "sweep",
                workload.toString(),
                "--drivers",
                LOOPBACK,
                "--rates",
                "100",
                "--no-unthrottled",
                "-o",
                dir.resolve("sweep").toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip())
                .isEqualTo("error: " + workload + ": header: out-of-band, but driver"
                        + " 'Loopback' cannot carry msgbench's header out of band (Kafka and Pulsar can)");
        assertThat(outcome.out()).doesNotContain("===");
    }

    @Test
    void aStudyChecksEveryExperimentBeforeTheFirstRuns(@TempDir Path dir) throws Exception {
        CliTest.write(dir, "fine.yaml", "topics: 1\nmessageSize: 100\nproducerRate: 100\n" + SHORT);
        Path tiny = CliTest.write(dir, "tiny.yaml", "topics: 1\nmessageSize: 10\nproducerRate: 100\n" + SHORT);
        Path study = CliTest.write(dir, "study.yaml", """
                title: Ten bytes on the loopback
                source: made up for this test
                setup: nothing in particular
                localScale: the calibration driver
                experiments:
                  - id: "1"
                    label: fine
                    workload: fine.yaml
                    driver: driver-loopback/loopback.yaml
                  - id: "2"
                    label: below the header
                    workload: tiny.yaml
                    driver: driver-loopback/loopback.yaml
                """);

        Cli.Outcome outcome =
                Cli.run("study", study.toString(), "-o", dir.resolve("out").toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip())
                .isEqualTo("error: " + tiny + ": messageSize: 10 is below msgbench's"
                        + " 28-byte measuring header, and driver 'Loopback' cannot carry it out of band (Kafka and Pulsar"
                        + " can); header: payload sends the messages at 28 bytes");
        assertThat(outcome.out()).doesNotContain("=== test");
        assertThat(dir.resolve("out/1")).doesNotExist();
    }

    @Test
    void headerPayloadSendsTenByteMessagesAtTwentyEightBytesAndSaysSo(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "padded.yaml", """
                topics: 1
                messageSize: 10
                header: payload
                producerRate: 200
                warmup: 1s
                testDuration: 2s
                """);
        Path result = dir.resolve("result.json");

        Cli.Outcome outcome = Cli.run("--drivers", LOOPBACK, "--output", result.toString(), workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.OK);
        JsonNode shape = ResultSchema.read(result).get("msgbench").get("shape");
        assertThat(shape.get("header").asText()).isEqualTo("payload");
        assertThat(shape.get("effectiveMessageSize").asInt()).isEqualTo(28);
        assertThat(outcome.out() + outcome.err()).contains("messages are sent at 28 bytes");
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A workload whose consumers start at the beginning ({@code consumeFrom: BEGINNING}), on a driver whose broker
 * keeps no history for a new subscription, is bad input: refused before any broker starts, in one line naming the
 * workload file, the driver and why, exit 2, no result.
 */
class ConsumeFromRefusalTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            driver-artemis/artemis-embedded.yaml   | Artemis-embedded  | Artemis keeps no history
            driver-mqtt/mqtt-embedded.yaml         | MQTT-embedded     | an MQTT broker keeps no history
            driver-rabbitmq/rabbitmq-embedded.yaml | RabbitMQ-embedded | RabbitMQ keeps no history
            """)
    void consumingFromTheBeginningIsRefusedBeforeTheBrokerStarts(
            String driverFile, String driverName, String reason, @TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "beginning.yaml", """
                topics: 1
                messageSize: 100
                producerRate: 100
                consumeFrom: BEGINNING
                warmup: 1s
                testDuration: 2s
                """);
        Path result = dir.resolve("beginning.json");

        Cli.Outcome outcome = Cli.run(
                "--drivers",
                KafkaBroker.home().resolve(driverFile).toString(),
                "--output",
                result.toString(),
                workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip())
                .startsWith("error: " + workload + ": driver '" + driverName + "': consumeFrom: BEGINNING: " + reason)
                .doesNotContain("\n")
                .doesNotContain("\tat ");
        assertThat(outcome.out()).as("no broker started").doesNotContain("Starting an embedded");
        assertThat(result).doesNotExist();
    }
}

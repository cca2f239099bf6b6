package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-mqtt/mqtt-embedded.yaml} as users call it: the CLI starts Debian's
 * mosquitto, runs a study-shaped workload with nothing lost, records the durability (persistence and QoS) and
 * stops the broker; what MQTT cannot do is refused in one line.
 */
class MqttCliTest {

    @Test
    @Tag("quick")
    void theEmbeddedDriverFileRunsAStudyShapedWorkloadWithNothingLost(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run =
                EmbeddedCliRun.of(dir, "driver-mqtt/mqtt-embedded.yaml").assertCompleteWithNothingLostOnA("mosquitto");

        JsonNode settings = run.driverSettings();
        assertThat(settings.get("durability").asText())
                .startsWith("mosquitto 2.0")
                .contains("persistence on: its in-memory store is written to")
                .contains("QoS 1: a send is done on the broker's PUBACK");
        assertThat(settings.get("clientVersion").asText()).isEqualTo("hivemq-mqtt-client 1.3.7");
        assertThat(settings.get("mapping").asText()).contains("$share/<subscription>/<topic>/+");
    }

    @Test
    void thePersistenceOffVariantRunsAndSaysSo(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-mqtt/mqtt-memory-embedded.yaml")
                .assertCompleteWithNothingLostOnA("mosquitto");

        assertThat(run.driverSettings().get("durability").asText())
                .contains("persistence off: messages and" + " sessions live in its memory only");
    }

    @Test
    void qosTwoIsRefusedBeforeTheRunInOneLine(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "mqtt-qos2.yaml", """
                name: MQTT-qos2
                driverClass: mqtt
                embeddedBroker: mosquitto
                brokerAddr: ${embedded.brokerAddr}
                pubQos: 2
                """);
        Path result = dir.resolve("qos2.json");

        Cli.Outcome outcome =
                Cli.run("--drivers", driver.toString(), "--output", result.toString(), CliTest.smokeWorkload());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err())
                .startsWith("error: " + driver + ":5: pubQos: expected 0 (at most once) or 1")
                .hasLineCount(1);
        assertThat(outcome.out()).doesNotContain("Starting an embedded");
        assertThat(result).doesNotExist();
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import java.net.ServerSocket;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-mqtt/mqtt-embedded.yaml} as users call it: the CLI starts Debian's
 * mosquitto, runs a study-shaped workload with nothing lost, records the durability (persistence and QoS) and
 * stops the broker; what MQTT cannot do is refused in one line.
 */
class MqttCliTest {

    @Test
    void theEmbeddedDriverFileRunsAStudyShapedWorkloadWithNothingLost(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-mqtt/mqtt-embedded.yaml")
                .assertCompleteWithNothingLostOnA("mosquitto");

        JsonNode settings = run.driverSettings();
        assertThat(settings.get("durability").asText()).startsWith("mosquitto 2.0")
                .contains("persistence on: its in-memory store is written to")
                .contains("QoS 1: a send is done on the broker's PUBACK");
        assertThat(settings.get("clientVersion").asText()).isEqualTo("hivemq-mqtt-client 1.3.7");
        assertThat(settings.get("mapping").asText()).contains("$share/<subscription>/<topic>/+");
    }

    @Test
    void thePersistenceOffVariantRunsAndSaysSo(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-mqtt/mqtt-memory-embedded.yaml")
                .assertCompleteWithNothingLostOnA("mosquitto");

        assertThat(run.driverSettings().get("durability").asText()).contains("persistence off: messages and"
                + " sessions live in its memory only");
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

        Cli.Outcome outcome = Cli.run("--drivers", driver.toString(), "--output", result.toString(), smokeWorkload());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err()).startsWith("error: " + driver + ":5: pubQos: expected 0 (at most once) or 1")
                .hasLineCount(1);
        assertThat(outcome.out()).doesNotContain("Starting an embedded");
        assertThat(result).doesNotExist();
    }

    @Test
    void consumingFromTheBeginningIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "beginning.yaml", """
                topics: 1
                messageSize: 100
                producerRate: 100
                consumeFrom: BEGINNING
                warmup: 1s
                testDuration: 2s
                """);
        Path result = dir.resolve("beginning.json");

        Cli.Outcome outcome = Cli.run("--drivers", KafkaBroker.home().resolve("driver-mqtt/mqtt-embedded.yaml")
                .toString(), "--output", result.toString(), workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isNotEqualTo(ExitCode.OK);
        assertThat(outcome.err().strip()).contains("consumeFrom: BEGINNING: an MQTT broker keeps no history")
                .doesNotContain("\n").doesNotContain("\tat ");
    }

    @Test
    void anUnreachableBrokerIsOneLineNamingTheKey(@TempDir Path dir) throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        Path driver = CliTest.write(dir, "nowhere.yaml", """
                name: MQTT-nowhere
                driverClass: io.openmessaging.benchmark.driver.mqtt.MQTTBenchmarkDriver
                brokerAddr: tcp://127.0.0.1:%d
                """.formatted(closedPort));

        Cli.Outcome outcome = Cli.run("--drivers", driver.toString(), smokeWorkload());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip()).startsWith("error: " + driver + ":3: brokerAddr: cannot reach an MQTT 5"
                + " broker at tcp://127.0.0.1:" + closedPort).doesNotContain("\n").doesNotContain("\tat ");
    }

    private static String smokeWorkload() {
        return KafkaBroker.home().resolve("workloads/smoke-20s.yaml").toString();
    }
}

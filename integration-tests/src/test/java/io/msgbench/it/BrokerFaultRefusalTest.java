package io.msgbench.it;

import static io.msgbench.it.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Broker faults that cannot be carried out are refused before any broker starts, in one line naming the
 * workload file, the fault and the driver: {@code restart-broker} on every embedded broker but Kafka's (only
 * the embedded Kafka broker restarts on its data and ports), and any broker fault on a driver without one.
 */
class BrokerFaultRefusalTest {
    private static final String RESTART_WORKLOAD = """
            topics: 1
            messageSize: 100
            producerRate: 100
            warmup: 1s
            testDuration: 10s
            faults:
              - {at: 2s, action: kill-broker}
              - {at: 4s, action: restart-broker}
            """;

    /**
     * Every embedded broker but Kafka's: restarting one on its data and ports is not supported yet. Each broker
     * says so itself (its main class's canRestart, asked with --check --restart), under its own name.
     */
    @ParameterizedTest(name = "{2}")
    @CsvSource({
        "driver-pulsar/pulsar-embedded.yaml, Pulsar, Pulsar-embedded",
        "driver-pravega/pravega-embedded.yaml, Pravega, Pravega-embedded",
        "driver-nats/nats-embedded.yaml, NATS, NATS-embedded",
        "driver-rabbitmq/rabbitmq-embedded.yaml, RabbitMQ, RabbitMQ-embedded",
        "driver-redis/redis-embedded.yaml, Redis, Redis-embedded",
        "driver-mqtt/mqtt-embedded.yaml, Mosquitto, MQTT-embedded",
        "driver-artemis/artemis-embedded.yaml, Artemis, Artemis-embedded",
        "driver-rocketmq/rocketmq-embedded.yaml, RocketMQ, RocketMQ-embedded"
    })
    void restartBrokerIsRefusedBeforeAnyBrokerStarts(
            String driverFile, String brokerName, String driverName, @TempDir Path dir) throws Exception {
        assertRestartRefused(dir, driverFile, brokerName, driverName);
    }

    private static void assertRestartRefused(Path dir, String driverFile, String brokerName, String driverName)
            throws Exception {
        Path workload = CliTest.write(dir, "restart.yaml", RESTART_WORKLOAD);

        Cli.Outcome outcome = run(
                "--drivers",
                KafkaBroker.home().resolve(driverFile).toString(),
                "--output",
                dir.resolve("result.json").toString(),
                workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err())
                .isEqualTo("error: " + workload + ": faults[1]: restart-broker: the embedded "
                        + brokerName + " broker cannot start again on its earlier data (driver '" + driverName + "')"
                        + System.lineSeparator());
        assertThat(outcome.out()).doesNotContain("Starting an embedded");
        assertThat(dir.resolve("result.json")).doesNotExist();
    }

    @Test
    void aBrokerFaultOnADriverWithoutAnEmbeddedBrokerIsRefused(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "stop.yaml", RESTART_WORKLOAD);

        Cli.Outcome outcome = run(
                "--drivers",
                KafkaBroker.home().resolve("driver-kafka/kafka-sync.yaml").toString(),
                workload.toString());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err())
                .startsWith("error: " + workload + ": faults: broker faults act on the embedded"
                        + " broker, but driver 'Kafka-sync' starts none")
                .hasLineCount(1);
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A driver file naming a broker that is not there (a port nobody listens on) is bad input for every driver: one
 * line naming the file, the line and key of the address and the address itself, exit 2, no stack trace and no
 * result file. No broker is started for it.
 */
class UnreachableBrokerTest {

    /**
     * Each driver's file ({@code %d}: the closed port) and the start of its refusal after {@code error: FILE:}
     * ({@code %d} again). Kafka's client is given a 3 s API timeout, Pravega's a 2 s request timeout, so that
     * they give up soon.
     */
    static Stream<Arguments> drivers() {
        return Stream.of(
                Arguments.of("Kafka", """
                        name: Kafka-nowhere
                        driverClass: io.msgbench.driver.kafka.KafkaDriver
                        commonConfig: |
                          bootstrap.servers=127.0.0.1:%d
                          default.api.timeout.ms=3000
                        """, "4: commonConfig.bootstrap.servers: cannot reach Kafka at 127.0.0.1:%d"),
                Arguments.of(
                        "Pravega",
                        """
                        name: Pravega-nowhere
                        driverClass: pravega
                        client:
                          controllerURI: tcp://127.0.0.1:%d
                          requestTimeoutMs: 2000
                        """,
                        "4: client.controllerURI: cannot reach the Pravega controller at tcp://127.0.0.1:%d"),
                Arguments.of("NATS", """
                        name: NATS-nowhere
                        driverClass: io.openmessaging.benchmark.driver.nats.NatsBenchmarkDriver
                        natsHostUrl: 127.0.0.1:%d
                        """, "3: natsHostUrl: cannot reach nats-server at nats://127.0.0.1:%d"),
                Arguments.of("Redis", """
                        name: Redis-nowhere
                        driverClass: io.openmessaging.benchmark.driver.redis.RedisBenchmarkDriver
                        redisHost: 127.0.0.1
                        redisPort: %d
                        """, "3: redisHost: cannot reach redis-server at 127.0.0.1:%d"),
                Arguments.of("RabbitMQ", """
                        name: RabbitMQ-nowhere
                        driverClass: io.openmessaging.benchmark.driver.rabbitmq.RabbitMqBenchmarkDriver
                        amqpUris:
                          - amqp://127.0.0.1:%d
                        """, "3: amqpUris: cannot reach RabbitMQ at amqp://127.0.0.1:%d"),
                Arguments.of("MQTT", """
                        name: MQTT-nowhere
                        driverClass: io.openmessaging.benchmark.driver.mqtt.MQTTBenchmarkDriver
                        brokerAddr: tcp://127.0.0.1:%d
                        """, "3: brokerAddr: cannot reach an MQTT 5 broker at tcp://127.0.0.1:%d"),
                Arguments.of("Artemis", """
                        name: Artemis-nowhere
                        driverClass: io.openmessaging.benchmark.driver.artemis.ArtemisBenchmarkDriver
                        brokerAddress: tcp://127.0.0.1:%d
                        """, "3: brokerAddress: cannot reach Artemis at tcp://127.0.0.1:%d"),
                Arguments.of("RocketMQ", """
                        name: RocketMQ-nowhere
                        driverClass: io.openmessaging.benchmark.driver.rocketmq.RocketMQBenchmarkDriver
                        clusterName: DefaultCluster
                        namesrvAddr: 127.0.0.1:%d
                        """, "4: namesrvAddr: cannot reach RocketMQ at 127.0.0.1:%d"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("drivers")
    void anUnreachableBrokerIsOneLineNamingTheKeyAndAddressAndExitTwo(
            String system, String driverFile, String refusal, @TempDir Path dir) throws Exception {
        int closedPort = closedPort();
        Path driver = CliTest.write(dir, "nowhere.yaml", driverFile.formatted(closedPort));
        Path result = dir.resolve("nowhere.json");

        Cli.Outcome outcome =
                Cli.run("--drivers", driver.toString(), "--output", result.toString(), CliTest.smokeWorkload());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip())
                .startsWith("error: " + driver + ":" + refusal.formatted(closedPort))
                .doesNotContain("\n")
                .doesNotContain("\tat ");
        assertThat(result).as("nothing was measured, so no result").doesNotExist();
    }

    /** A port that was free a moment ago: nothing listens on it. */
    private static int closedPort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}

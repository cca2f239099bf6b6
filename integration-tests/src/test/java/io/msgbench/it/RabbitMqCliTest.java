package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-rabbitmq/rabbitmq-embedded.yaml} as users call it: the CLI starts
 * Debian's rabbitmq-server, runs a study-shaped workload with nothing lost, records the durability in force
 * and the mapping, and stops the node.
 */
class RabbitMqCliTest {

    @Test
    @Tag("quick")
    void theEmbeddedDriverFileRunsAStudyShapedWorkloadWithNothingLost(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-rabbitmq/rabbitmq-embedded.yaml")
                .assertCompleteWithNothingLostOnA("rabbitmq");

        JsonNode settings = run.driverSettings();
        assertThat(settings.get("durability").asText())
                .startsWith("rabbitmq-server 3.10")
                .contains("classic queues, persistent messages (delivery mode 2)");
        assertThat(settings.get("serverVersion").asText()).startsWith("3.10.");
        assertThat(settings.get("mapping").asText())
                .contains("a durable fanout exchange per topic")
                .contains("per-key order holds for a subscription with one consumer");
    }

    @Test
    void theQuorumQueueVariantRunsWithNothingLostAndSaysSo(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-rabbitmq/rabbitmq-quorum-embedded.yaml")
                .assertCompleteWithNothingLostOnA("rabbitmq");

        assertThat(run.driverSettings().get("durability").asText())
                .contains("quorum queues")
                .contains("x-queue-type=quorum declared on every queue");
    }

    @Test
    void streamQueuesAreRefusedBeforeTheRunInOneLine(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "rabbitmq-stream.yaml", """
                name: RabbitMQ-stream
                driverClass: rabbitmq
                embeddedBroker: rabbitmq
                amqpUris: ["${embedded.amqpUri}"]
                queueType: STREAM
                """);
        Path result = dir.resolve("stream.json");

        Cli.Outcome outcome =
                Cli.run("--drivers", driver.toString(), "--output", result.toString(), CliTest.smokeWorkload());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err())
                .startsWith("error: " + driver + ":5: queueType: STREAM: a stream is read")
                .hasLineCount(1);
        assertThat(outcome.out()).doesNotContain("Starting an embedded");
        assertThat(result).doesNotExist();
    }
}

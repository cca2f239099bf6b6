package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.cli.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Broker faults in a whole CLI run on the embedded RabbitMQ node: a 3 s freeze (well inside AMQP's 60 s
 * heartbeat) costs latency and no send; a kill fails the sends in flight and every later one, none left
 * unanswered (the producer's channel closing fails what it had not confirmed), and the run ends.
 */
class RabbitMqFaultRunTest {
    private static final String WORKLOAD = """
            topics: 1
            partitionsPerTopic: 1
            messageSize: 100
            producerRate: 500
            warmup: 1s
            testDuration: 12s
            faults:
              - {at: 2s, action: pause-broker, duration: 3s}
              - {at: 8s, action: kill-broker}
            """;

    @Test
    void aFreezeCostsNoSendAndAKillFailsEverySendItLeavesUnconfirmed(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "faults.yaml", WORKLOAD);
        Path result = dir.resolve("result.json");

        Cli.Outcome outcome = Cli.run("--drivers", KafkaBroker.home().resolve("driver-rabbitmq/rabbitmq-embedded.yaml")
                .toString(), "--interval", "1s", "--output", result.toString(), workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.OK);
        JsonNode ours = new ObjectMapper().readTree(result.toFile()).get("msgbench");
        JsonNode pause = ours.get("faults").get(0);
        JsonNode kill = ours.get("faults").get(1);
        assertThat(pause.get("outcome").asText()).isEqualTo("done");
        assertThat(pause.get("impact").get("sendErrors").asLong()).isZero();
        assertThat(kill.get("outcome").asText()).isEqualTo("done");
        assertThat(kill.get("impact").get("sendErrors").asLong()).isPositive();
        JsonNode counts = ours.get("counts");
        assertThat(counts.get("acked").asLong() + counts.get("failed").asLong()).as("every send answered")
                .isEqualTo(counts.get("sent").asLong());
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.cli.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-nats/nats-embedded.yaml} as users call it: the CLI starts Debian's
 * nats-server, runs a study-shaped workload with nothing lost, records the durability and stops the server.
 */
class NatsCliTest {

    @Test
    void theEmbeddedDriverFileRunsAStudyShapedWorkloadWithNothingLost(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "study.yaml", """
                topics: 1
                partitionsPerTopic: 1
                messageSize: 100
                producerRate: 1000
                warmup: 1s
                testDuration: 4s
                """);
        Path result = dir.resolve("result.json");
        String driver = KafkaBroker.home().resolve("driver-nats/nats-embedded.yaml").toString();

        Cli.Outcome outcome = Cli.run("--drivers", driver, "--interval", "2s", "--output", result.toString(),
                workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.OK);
        assertThat(outcome.out()).contains("Embedded nats broker ready").contains("lost 0, duplicated 0, out of order 0");
        JsonNode ours = new ObjectMapper().readTree(result.toFile()).get("msgbench");
        assertThat(ours.get("status").asText()).isEqualTo("complete");
        JsonNode settings = ours.get("driverSettings");
        assertThat(settings.get("durability").asText()).startsWith("nats-server 2.9")
                .contains("streams: file storage, 1 replica(s) (checked against the server's answer");
        assertThat(settings.get("serverVersion").asText()).isEqualTo("2.9.10");
        JsonNode counts = ours.get("counts");
        assertThat(counts.get("sent").asLong()).isPositive();
        assertThat(counts.get("received").asLong()).isEqualTo(counts.get("sent").asLong());
        assertThat(counts.get("lost").asLong()).isZero();
        JsonNode environment = ours.get("environment");
        long pid = Long.parseLong(environment.get("embeddedBroker").asText().replaceAll(".*pid (\\d+).*", "$1"));
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("broker stopped").isFalse();
    }
}

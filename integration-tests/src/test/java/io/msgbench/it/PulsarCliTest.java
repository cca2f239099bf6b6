package io.msgbench.it;

import static io.msgbench.it.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.cli.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-pulsar/pulsar-embedded.yaml} as users call it: the CLI starts its own
 * Pulsar standalone with the bookie fsync on, runs, records that durability and stops the standalone.
 */
class PulsarCliTest {

    @Test
    void theEmbeddedDriverFileRunsOnItsOwnStandaloneAndRecordsFsyncOn(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "short.yaml", """
                topics: 1
                partitionsPerTopic: 2
                keyDistributor: KEY_ROUND_ROBIN
                messageSize: 100
                producerRate: 500
                warmup: 2s
                testDuration: 4s
                """);
        Path result = dir.resolve("result.json");
        String driver = KafkaBroker.home().resolve("driver-pulsar/pulsar-embedded.yaml").toString();

        Cli.Outcome outcome = run("--drivers", driver, "--interval", "2s", "--probe-timeout", "240s",
                "--output", result.toString(), workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.OK);
        assertThat(outcome.out()).contains("Embedded pulsar broker ready")
                .contains("Latency Type,Average,50th,75th,95th,99th,99.9th,99.99th,Maximum")
                .contains("lost 0, duplicated 0, out of order 0");
        JsonNode ours = new ObjectMapper().readTree(result.toFile()).get("msgbench");
        assertThat(ours.get("status").asText()).isEqualTo("complete");
        JsonNode settings = ours.get("driverSettings");
        assertThat(settings.get("durability").asText()).startsWith("fsync per journal write")
                .contains("journalSyncData=true");
        assertThat(settings.get("journalSyncData").asText()).isEqualTo("true");
        JsonNode environment = ours.get("environment");
        assertThat(environment.get("embeddedBroker.journalSyncData").asText()).isEqualTo("true");
        long pid = Long.parseLong(environment.get("embeddedBroker").asText().replaceAll(".*pid (\\d+).*", "$1"));
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("standalone stopped").isFalse();
    }
}

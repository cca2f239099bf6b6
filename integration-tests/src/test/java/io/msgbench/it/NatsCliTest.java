package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-nats/nats-embedded.yaml} as users call it: the CLI starts Debian's
 * nats-server, runs a study-shaped workload with nothing lost, records the durability and stops the server.
 */
class NatsCliTest {

    @Test
    @Tag("quick")
    void theEmbeddedDriverFileRunsAStudyShapedWorkloadWithNothingLost(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run =
                EmbeddedCliRun.of(dir, "driver-nats/nats-embedded.yaml").assertCompleteWithNothingLostOnA("nats");

        JsonNode settings = run.driverSettings();
        assertThat(settings.get("durability").asText())
                .startsWith("nats-server 2.9")
                .contains("streams: file storage, 1 replica(s) (checked against the server's answer");
        assertThat(settings.get("serverVersion").asText()).isEqualTo("2.9.10");
    }

    @Test
    void syncAlwaysIsRefusedBeforeTheRunInOneLine(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "nats-always.yaml", """
                name: NATS-always
                driverClass: nats
                embeddedBroker: nats
                natsHostUrl: ${embedded.natsHostUrl}
                sync: always
                """);
        Path result = dir.resolve("always.json");

        Cli.Outcome outcome =
                Cli.run("--drivers", driver.toString(), "--output", result.toString(), CliTest.smokeWorkload());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err())
                .startsWith("error: " + driver + ":5: sync: always: nats-server 2.9")
                .hasLineCount(1);
        assertThat(outcome.out()).doesNotContain("Starting an embedded");
        assertThat(result).doesNotExist();
    }
}

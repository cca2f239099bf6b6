package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import java.net.ServerSocket;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-artemis/artemis-*embedded.yaml} as users call it: the CLI starts
 * artemis-server in a child JVM, runs a study-shaped workload with nothing lost, records the durability in force
 * as the broker reports it, and stops the broker.
 */
class ArtemisCliTest {

    @Test
    void theEmbeddedDriverFileRunsAStudyShapedWorkloadWithNothingLost(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-artemis/artemis-embedded.yaml")
                .assertCompleteWithNothingLostOnA("artemis");

        JsonNode settings = run.driverSettings();
        assertThat(settings.get("durability").asText()).startsWith("ActiveMQ Artemis 2.40.0, persistence on,"
                + " journal sync on").contains("persistenceEnabled=true, journalSyncNonTransactional=true");
        assertThat(settings.get("serverVersion").asText()).isEqualTo("2.40.0");
        assertThat(settings.get("acknowledgement").asText()).startsWith("asynchronous send confirmation");
        assertThat(settings.get("mapping").asText()).contains("a multicast address per topic")
                .contains("per-key order holds within a subscription");
    }

    @Test
    void journalSyncOffIsReadBackFromTheBrokerAndStated(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-artemis/artemis-nosync-embedded.yaml")
                .assertCompleteWithNothingLostOnA("artemis");

        assertThat(run.driverSettings().get("durability").asText()).contains("persistence on, journal sync off")
                .contains("journalSyncNonTransactional=false");
    }

    @Test
    void persistenceOffIsReadBackFromTheBrokerAndStated(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-artemis/artemis-memory-embedded.yaml")
                .assertCompleteWithNothingLostOnA("artemis");

        assertThat(run.driverSettings().get("durability").asText()).contains("persistence off")
                .contains("persistenceEnabled=false");
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

        Cli.Outcome outcome = Cli.run("--drivers", KafkaBroker.home().resolve("driver-artemis/artemis-embedded.yaml")
                .toString(), "--output", dir.resolve("beginning.json").toString(), workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isNotEqualTo(ExitCode.OK);
        assertThat(outcome.err().strip()).contains("consumeFrom: BEGINNING: Artemis keeps no history")
                .doesNotContain("\n").doesNotContain("\tat ");
    }

    @Test
    void anUnreachableBrokerIsOneLineNamingTheKey(@TempDir Path dir) throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        Path driver = CliTest.write(dir, "nowhere.yaml", """
                name: Artemis-nowhere
                driverClass: io.openmessaging.benchmark.driver.artemis.ArtemisBenchmarkDriver
                brokerAddress: tcp://127.0.0.1:%d
                """.formatted(closedPort));

        Cli.Outcome outcome = Cli.run("--drivers", driver.toString(),
                KafkaBroker.home().resolve("workloads/smoke-20s.yaml").toString());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip()).startsWith("error: " + driver + ":3: brokerAddress: cannot reach Artemis"
                + " at tcp://127.0.0.1:" + closedPort).doesNotContain("\n").doesNotContain("\tat ");
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import java.net.ServerSocket;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-pravega/...} as users call it: the embedded standalone started and
 * stopped by the CLI, OMB's misspelt transaction key, and an unreachable controller.
 */
class PravegaCliTest {

    private static String smokeWorkload() {
        return KafkaBroker.home().resolve("workloads/smoke-20s.yaml").toString();
    }

    @Test
    void theEmbeddedDriverFileStartsAStandaloneRunsAndStopsIt(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-pravega/pravega-embedded.yaml")
                .assertCompleteWithNothingLostOnA("pravega");
        // the client's threads end after close(): the driver's classes stay loaded for them (LoaderRelease)
        assertThat(run.outcome().err()).doesNotContain("NoClassDefFoundError").doesNotContain("\tat ");

        assertThat(run.driverSettings().get("durability").asText()).startsWith("in-memory: Pravega standalone");
        assertThat(run.driverSettings().get("clientVersion").asText()).isEqualTo("0.13.0");
    }

    @Test
    void ombsMisspeltEventsPerTransactionIsRejectedWithAHint(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "pravega.yaml", """
                name: Pravega
                driverClass: io.openmessaging.benchmark.driver.pravega.PravegaBenchmarkDriver
                client:
                  controllerURI: tcp://127.0.0.1:9090
                enableTransaction: true
                eventPerTransaction: 100
                """);
        Cli.Outcome outcome = Cli.run("--drivers", driver.toString(), smokeWorkload());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err()).startsWith("error: " + driver + ":6: eventPerTransaction: unknown key (did you mean "
                + "'eventsPerTransaction'?)").doesNotContain("\tat ");
    }

    @Test
    void anUnreachableControllerIsOneLineNamingTheKeyAndExitTwo(@TempDir Path dir) throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        Path driver = CliTest.write(dir, "nowhere.yaml", """
                name: Pravega-nowhere
                driverClass: pravega
                client:
                  controllerURI: tcp://127.0.0.1:%d
                  requestTimeoutMs: 2000
                """.formatted(closedPort));
        Path result = dir.resolve("nowhere.json");

        Cli.Outcome outcome = Cli.run("--drivers", driver.toString(), "--output", result.toString(), smokeWorkload());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip()).startsWith("error: " + driver + ":4: client.controllerURI: cannot reach the"
                + " Pravega controller at tcp://127.0.0.1:" + closedPort).doesNotContain("\n").doesNotContain("\tat ");
        assertThat(result).as("nothing was measured, so no result").doesNotExist();
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * {@code bin/benchmark --drivers driver-pravega/...} as users call it: the embedded standalone started and
 * stopped by the CLI, OMB's misspelt transaction key (an unreachable controller: UnreachableBrokerTest).
 */
@ResourceLock(Locks.OWN_HEAVY_BROKER)
class PravegaCliTest {

    @Test
    @Tag("quick")
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
        Cli.Outcome outcome = Cli.run("--drivers", driver.toString(), CliTest.smokeWorkload());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err())
                .startsWith("error: " + driver + ":6: eventPerTransaction: unknown key (did you mean "
                        + "'eventsPerTransaction'?)")
                .doesNotContain("\tat ");
    }
}

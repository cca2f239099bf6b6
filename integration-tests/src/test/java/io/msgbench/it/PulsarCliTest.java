package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
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
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-pulsar/pulsar-embedded.yaml", "--probe-timeout", "240s")
                .assertCompleteWithNothingLostOnA("pulsar");
        // the client's threads end after close(): the driver's classes stay loaded for them (LoaderRelease)
        assertThat(run.outcome().err()).doesNotContain("NoClassDefFoundError").doesNotContain("\tat ");

        JsonNode settings = run.driverSettings();
        assertThat(settings.get("durability").asText()).startsWith("fsync per journal write")
                .contains("journalSyncData=true");
        assertThat(settings.get("journalSyncData").asText()).isEqualTo("true");
        assertThat(run.environment().get("embeddedBroker.journalSyncData").asText()).isEqualTo("true");
    }
}

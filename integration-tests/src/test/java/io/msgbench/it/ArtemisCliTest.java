package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-artemis/artemis-*embedded.yaml} as users call it: the CLI starts
 * artemis-server in a child JVM, runs a study-shaped workload with nothing lost, records the durability in force
 * as the broker reports it, and stops the broker.
 */
class ArtemisCliTest {

    @Test
    @Tag("quick")
    void theEmbeddedDriverFileRunsAStudyShapedWorkloadWithNothingLost(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-artemis/artemis-embedded.yaml")
                .assertCompleteWithNothingLostOnA("artemis");

        JsonNode settings = run.driverSettings();
        assertThat(settings.get("durability").asText())
                .startsWith("ActiveMQ Artemis 2.40.0, persistence on," + " journal sync on")
                .contains("persistenceEnabled=true, journalSyncNonTransactional=true");
        assertThat(settings.get("serverVersion").asText()).isEqualTo("2.40.0");
        assertThat(settings.get("acknowledgement").asText()).startsWith("asynchronous send confirmation");
        assertThat(settings.get("mapping").asText())
                .contains("a multicast address per topic")
                .contains("per-key order holds within a subscription");
    }

    @Test
    void journalSyncOffIsReadBackFromTheBrokerAndStated(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-artemis/artemis-nosync-embedded.yaml")
                .assertCompleteWithNothingLostOnA("artemis");

        assertThat(run.driverSettings().get("durability").asText())
                .contains("persistence on, journal sync off")
                .contains("journalSyncNonTransactional=false");
    }

    @Test
    void persistenceOffIsReadBackFromTheBrokerAndStated(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-artemis/artemis-memory-embedded.yaml")
                .assertCompleteWithNothingLostOnA("artemis");

        assertThat(run.driverSettings().get("durability").asText())
                .contains("persistence off")
                .contains("persistenceEnabled=false");
    }
}

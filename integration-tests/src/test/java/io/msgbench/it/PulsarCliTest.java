package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-pulsar/pulsar-embedded.yaml} as users call it: the CLI starts its own
 * Pulsar standalone with the bookie fsync on, runs, records that durability and stops the standalone. The file
 * also names the standalone's Prometheus endpoint ({@code brokerMetrics}), as a cluster's driver file names its
 * brokers': the broker figures of every interval are scraped from it.
 */
@RunsAlone // every measure interval must have the broker's figures: a scrape answers within 2 s only unloaded
class PulsarCliTest {

    @Test
    @Tag("quick")
    void theEmbeddedDriverFileRunsOnItsOwnStandaloneAndRecordsFsyncOn(@TempDir Path dir) throws Exception {
        Path driver = Files.writeString(
                dir.resolve("pulsar-embedded-scraped.yaml"),
                Files.readString(KafkaBroker.home().resolve("driver-pulsar/pulsar-embedded.yaml"))
                        + "\nbrokerMetrics: [\"${embedded.httpUrl}/metrics\"]\n");
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, driver.toString(), "--probe-timeout", "240s")
                .assertCompleteWithNothingLostOnA("pulsar");
        // the broker's CPU in every measured interval (checked above) came from its endpoint: scraped counters
        // give no longest pause (-1), the embedded broker's GC log would
        assertThat(run.environment().get("brokerFigures").asText())
                .startsWith("scraped from 1 Prometheus endpoint(s)")
                .contains("/metrics");
        assertThat(run.outcome().err()).doesNotContain("brokerMetrics");
        assertThat(run.measureIntervals()).allSatisfy(interval -> {
            assertThat(interval.get("broker").get("gcPauseMaxMillis").asDouble())
                    .isEqualTo(-1.0);
            assertThat(interval.get("broker").get("brokersLeftOut").asInt())
                    .as("the endpoint answered")
                    .isZero();
        });
        // the client's threads end after close(): the driver's classes stay loaded for them (LoaderRelease)
        assertThat(run.outcome().err()).doesNotContain("NoClassDefFoundError").doesNotContain("\tat ");

        JsonNode settings = run.driverSettings();
        assertThat(settings.get("durability").asText())
                .startsWith("fsync per journal write")
                .contains("journalSyncData=true");
        assertThat(settings.get("journalSyncData").asText()).isEqualTo("true");
        assertThat(run.environment().get("embeddedBroker.journalSyncData").asText())
                .isEqualTo("true");
    }
}

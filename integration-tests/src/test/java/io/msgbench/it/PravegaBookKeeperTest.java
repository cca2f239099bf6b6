package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.EmbeddedBroker;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The embedded Pravega standalone on a local bookie ({@code storage: bookkeeper}): whole CLI runs on the two
 * shipped journal variants with nothing lost, each stating the journal sync the bookie runs with; the bookie's
 * journal and ledgers and the long-term storage on disk in the broker's folder; a misspelt setting refused.
 */
@ResourceLock(Locks.OWN_HEAVY_BROKER)
class PravegaBookKeeperTest {
    /** What both shipped files set, 768 MiB; the standalone's own is {@link #STANDALONE_CACHE_BYTES}. */
    private static final String FILES_CACHE_BYTES = "805306368";

    private static final String STANDALONE_CACHE_BYTES = Long.toString(128L << 20);

    @Test
    void journalFlushOnRunsWithNothingLostAndIsStatedFromTheBookie(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-pravega/pravega-bookkeeper-flush-embedded.yaml")
                .assertCompleteWithNothingLostOnA("pravega");

        assertThat(run.driverSettings().get("durability").asText())
                .startsWith("bookkeeper: Pravega segment store on" + " BookKeeper, 1 local bookie")
                .contains("journal fsync per entry before the acknowledgement" + " (journalSyncData=true)")
                .contains("filesystem long-term storage");
        assertThat(run.environment().get("embeddedBroker.storage").asText()).isEqualTo("bookkeeper");
        assertThat(run.environment()
                        .get("embeddedBroker.segmentStoreCacheBytes")
                        .asText())
                .as("the driver file's pravegaservice.cache.size.max, in effect")
                .isEqualTo(FILES_CACHE_BYTES);
    }

    @Test
    void journalFlushOffRunsWithNothingLostAndIsStatedFromTheBookie(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-pravega/pravega-bookkeeper-noflush-embedded.yaml")
                .assertCompleteWithNothingLostOnA("pravega");

        assertThat(run.driverSettings().get("durability").asText())
                .startsWith("bookkeeper: Pravega segment store on" + " BookKeeper, 1 local bookie")
                .contains("journal not synced")
                .contains("(journalSyncData=false)");
        assertThat(run.environment()
                        .get("embeddedBroker.segmentStoreCacheBytes")
                        .asText())
                .as("the driver file's pravegaservice.cache.size.max, in effect")
                .isEqualTo(FILES_CACHE_BYTES);
    }

    @Test
    void theBookiesJournalAndLedgersAndTheLongTermStorageAreOnDiskInTheBrokersFolder() throws Exception {
        EmbeddedBrokerSpec spec = new EmbeddedBrokerSpec("pravega", Map.of("storage", "bookkeeper"));
        try (EmbeddedBroker broker = EmbeddedBroker.start(KafkaBroker.home(), spec, Duration.ofMinutes(3))) {
            Map<String, String> ready = broker.placeholders();
            Path journal = Path.of(ready.get("embedded.journalDir"));
            Path ledgers = Path.of(ready.get("embedded.ledgerDir"));
            Path longTerm = Path.of(ready.get("embedded.longTermStorageDir"));
            Path work = longTerm.getParent();
            // read from the running segment store: without the setting, the standalone's own limit
            assertThat(ready.get("embedded.segmentStoreCacheBytes")).isEqualTo(STANDALONE_CACHE_BYTES);

            assertThat(work.getFileName().toString())
                    .as("the broker's work folder")
                    .startsWith("msgbench-embedded-pravega-");
            assertThat(journal).startsWith(work);
            assertThat(ledgers).startsWith(work);
            // the bookie's journal file and ledger folder; the segment store's system journal in long-term storage
            // (written only when its storage is the filesystem, not with in-memory storage)
            assertThat(journal.resolve("current")).isDirectoryContaining("glob:**.txn");
            assertThat(ledgers.resolve("current")).isDirectoryContaining("glob:**/VERSION");
            assertThat(longTerm).isDirectoryRecursivelyContaining("glob:**/_system/containers/_sysjournal*");
        }
    }

    @Test
    void aMisspeltSettingIsOneLineNamingItAndNothingRuns(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "misspelt.yaml", """
                name: Pravega-misspelt
                driverClass: pravega
                embeddedBroker:
                  type: pravega
                  settings:
                    storage: bookkeeper
                    journalSyncdata: "false"
                client:
                  controllerURI: ${embedded.controllerURI}
                """);
        Path result = dir.resolve("misspelt.json");

        Cli.Outcome outcome =
                Cli.run("--drivers", driver.toString(), "--output", result.toString(), CliTest.smokeWorkload());

        // the broker's own check refuses it before anything starts: bad input, and validate says the same line
        String line = "error: " + driver + ": embeddedBroker.settings: unknown setting 'journalSyncdata' (did you"
                + " mean 'journalSyncData'?); the embedded Pravega takes storage (in-memory or bookkeeper),"
                + " journalSyncData (true or false, with storage bookkeeper) and Pravega properties (keys with a dot)";
        assertThat(outcome.exit()).as(outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip()).isEqualTo(line);
        assertThat(outcome.out()).doesNotContain("Starting an embedded");
        assertThat(result).as("nothing was measured, so no result").doesNotExist();
        Cli.Outcome validate = Cli.run("validate", "--drivers", driver.toString());
        assertThat(validate.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(validate.err().lines()).containsExactly(line, "1 problem(s) in 1 file(s)");
    }
}

package io.msgbench.embedded.pulsar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.bookkeeper.conf.ServerConfiguration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StandaloneConfigTest {

    @Test
    void theRecipeOnTheGivenLoopbackPortsWithTheBookieFsyncOnByDefault() {
        Map<String, String> config = StandaloneConfig.build(16650, 18080, Map.of());
        assertThat(config).containsEntry("brokerServicePort", "16650").containsEntry("webServicePort", "18080")
                .containsEntry("bindAddress", "127.0.0.1").containsEntry("advertisedAddress", "127.0.0.1")
                .containsEntry("metadataStoreUrl", "").containsEntry("journalSyncData", "true")
                .containsEntry("managedLedgerDefaultEnsembleSize", "1")
                .containsEntry("functionsWorkerEnabled", "false");
    }

    @Test
    void settingsOverrideAndBookKeeperReadsThemBack(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("standalone.conf");
        StandaloneConfig.write(StandaloneConfig.build(1, 2, Map.of("journalSyncData", "false",
                "managedLedgerDefaultAckQuorum", "1")), file);

        ServerConfiguration bookie = StandaloneConfig.bookieView(file);
        assertThat(bookie.getJournalSyncData()).isFalse();
        assertThat(bookie.getJournalWriteData()).isTrue();
        assertThat(bookie.getJournalMaxGroupWaitMSec()).isEqualTo(1);
    }

    @Test
    void misspeltLauncherOwnedOrMistypedSettingsAreRefused() {
        assertThatThrownBy(() -> StandaloneConfig.build(1, 2, Map.of("journalSynData", "false")))
                .hasMessage("--set journalSynData: neither a Pulsar broker nor a BookKeeper setting"
                        + " (Pulsar would ignore it silently)");
        assertThatThrownBy(() -> StandaloneConfig.build(1, 2, Map.of("webServicePort", "8080")))
                .hasMessageStartingWith("--set webServicePort: chosen by the launcher");
        assertThatThrownBy(() -> StandaloneConfig.build(1, 2, Map.of("journalSyncData", "yes")))
                .hasMessage("--set journalSyncData: expected true or false, got 'yes'");
    }

    @Test
    void brokerAndBookieKeysAreKnown() {
        assertThat(StandaloneConfig.knownKeys()).containsAll(List.of("journalSyncData", "journalWriteData",
                "journalMaxGroupWaitMSec", "managedLedgerDefaultEnsembleSize", "brokerDeduplicationEnabled",
                "dbStorage_writeCacheMaxSizeMb"));
    }

    @Test
    void everyStandalonePathIsUnderTheDataDir() {
        Path data = Path.of("/w/data");
        List<String> args = List.of(EmbeddedPulsarMain.standaloneArgs(Path.of("/w/standalone.conf"), data));
        assertThat(args).contains("--metadata-dir", "/w/data/metadata", "--bookkeeper-dir", "/w/data/bookkeeper",
                "--zookeeper-dir", "/w/data/zookeeper", "--no-functions-worker", "--wipe-data");
    }
}

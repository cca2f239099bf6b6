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
        assertThat(config)
                .containsEntry("brokerServicePort", "16650")
                .containsEntry("webServicePort", "18080")
                .containsEntry("bindAddress", "127.0.0.1")
                .containsEntry("advertisedAddress", "127.0.0.1")
                .containsEntry("metadataStoreUrl", "")
                .containsEntry("journalSyncData", "true")
                .containsEntry("managedLedgerDefaultEnsembleSize", "1")
                .containsEntry("functionsWorkerEnabled", "false");
    }

    @Test
    void settingsOverrideAndBookKeeperReadsThemBack(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("standalone.conf");
        StandaloneConfig.write(
                StandaloneConfig.build(1, 2, Map.of("journalSyncData", "false", "managedLedgerDefaultAckQuorum", "1")),
                file);

        ServerConfiguration bookie = StandaloneConfig.bookieView(file);
        assertThat(bookie.getJournalSyncData()).isFalse();
        assertThat(bookie.getJournalWriteData()).isTrue();
        assertThat(bookie.getJournalMaxGroupWaitMSec()).isEqualTo(1);
    }

    /** Named as the driver file's embeddedBroker.settings names them, not as the broker's --set. */
    @Test
    void misspeltLauncherOwnedOrMistypedSettingsAreRefusedByTheirKey() {
        assertThatThrownBy(() -> StandaloneConfig.build(1, 2, Map.of("journalSynData", "false")))
                .hasMessage("unknown setting 'journalSynData' (did you mean 'journalSyncData'?); neither a Pulsar"
                        + " broker nor a BookKeeper setting (Pulsar would ignore it silently)");
        assertThatThrownBy(() -> StandaloneConfig.build(1, 2, Map.of("webServicePort", "8080")))
                .hasMessage("webServicePort: msgbench sets it itself (free loopback ports, RocksDB metadata under"
                        + " the work dir)");
        assertThatThrownBy(() -> StandaloneConfig.build(1, 2, Map.of("journalSyncData", "yes")))
                .hasMessage("journalSyncData: expected true or false, got 'yes'");
    }

    @Test
    void anUnknownSettingFarFromEveryKeyHasNoHintAndALauncherKeyIsNeverOne() {
        assertThatThrownBy(() -> StandaloneConfig.build(1, 2, Map.of("zzzzzzzzzzzz", "1")))
                .hasMessageStartingWith("unknown setting 'zzzzzzzzzzzz'; neither");
        assertThatThrownBy(() -> StandaloneConfig.build(1, 2, Map.of("webServicePrt", "8080")))
                .hasMessageStartingWith("unknown setting 'webServicePrt'")
                .hasMessageNotContaining("webServicePort'");
    }

    @Test
    void brokerAndBookieKeysAreKnown() {
        assertThat(StandaloneConfig.knownKeys())
                .containsAll(List.of(
                        "journalSyncData",
                        "journalWriteData",
                        "journalMaxGroupWaitMSec",
                        "managedLedgerDefaultEnsembleSize",
                        "brokerDeduplicationEnabled",
                        "dbStorage_writeCacheMaxSizeMb"));
        // the offloader's settings, which the broker reads from the same file
        assertThat(StandaloneConfig.knownKeys())
                .containsAll(List.of(
                        "managedLedgerOffloadDriver",
                        "fileSystemURI",
                        "offloadersDirectory",
                        "s3ManagedLedgerOffloadBucket"));
    }

    @Test
    void theFolderOffloaderIsInstalledUnderTheWorkDirAndTheUsersSettingsWin(@TempDir Path dir) throws Exception {
        Map<String, String> settings = EmbeddedPulsarMain.withFolderOffloader(
                dir, Map.of("managedLedgerOffloadDriver", "msgbench-folder", "fileSystemURI", "file:///elsewhere/"));

        assertThat(settings)
                .containsEntry("offloadersDirectory", dir.resolve("offloaders").toString())
                .containsEntry("managedLedgerOffloadDriver", "msgbench-folder")
                .containsEntry("fileSystemURI", "file:///elsewhere/");
        assertThat(dir.resolve("offloaders/msgbench-folder.nar")).isRegularFile();
        assertThat(EmbeddedPulsarMain.withFolderOffloader(dir, Map.of()))
                .containsEntry(
                        "fileSystemURI", dir.resolve("data/offloaded").toUri().toString());
    }

    @Test
    void everyStandalonePathIsUnderTheDataDir() {
        Path data = Path.of("/w/data");
        List<String> args = List.of(EmbeddedPulsarMain.standaloneArgs(Path.of("/w/standalone.conf"), data));
        assertThat(args)
                .contains(
                        "--metadata-dir",
                        "/w/data/metadata",
                        "--bookkeeper-dir",
                        "/w/data/bookkeeper",
                        "--zookeeper-dir",
                        "/w/data/zookeeper",
                        "--no-functions-worker",
                        "--wipe-data");
    }
}

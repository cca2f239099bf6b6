package io.msgbench.embedded.pravega;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** msgbench's own storage settings for the embedded Pravega: strict keys, and Pravega's properties passed on. */
class StorageSettingsTest {

    @Test
    void inMemoryIsTheDefaultAndBookKeeperSyncsItsJournalUnlessToldNot() {
        assertThat(StorageSettings.of(Map.of())).isEqualTo(StorageSettings.DEFAULT);
        assertThat(StorageSettings.of(Map.of()).bookKeeper()).isFalse();
        assertThat(StorageSettings.of(Map.of("storage", "bookkeeper"))).isEqualTo(new StorageSettings(true, true));
        assertThat(StorageSettings.of(Map.of("storage", "bookkeeper", "journalSyncData", "false")))
                .isEqualTo(new StorageSettings(true, false));
    }

    @Test
    void aMisspeltKeyIsOneLineWithAHint() {
        assertThatThrownBy(() -> StorageSettings.of(Map.of("journalSyncdata", "false")))
                .hasMessageStartingWith("unknown setting 'journalSyncdata' (did you mean 'journalSyncData'?)")
                .hasMessageNotContaining("\n");
        assertThatThrownBy(() -> StorageSettings.of(Map.of("storage", "bookeeper")))
                .hasMessage("storage: expected in-memory or bookkeeper, got 'bookeeper' (did you mean 'bookkeeper'?)");
    }

    @Test
    void journalSyncDataNeedsBookKeeperAndABoolean() {
        assertThatThrownBy(() -> StorageSettings.of(Map.of("journalSyncData", "false")))
                .hasMessageStartingWith("journalSyncData: only with storage bookkeeper");
        assertThatThrownBy(() -> StorageSettings.of(Map.of("storage", "bookkeeper", "journalSyncData", "no")))
                .hasMessage("journalSyncData: expected true or false, got 'no'");
    }

    @Test
    void bookKeeperPointsTheSegmentStoreAtOneBookieAndTheWorkFolder() throws Exception {
        StandaloneConfig config = StandaloneConfig.withFreePorts(
                Map.of("storage", "bookkeeper", "journalSyncData", "false", "autoScale.mute.time.seconds", "30"),
                Path.of("/tmp/work"));

        assertThat(config.get("bookkeeper.zk.connect.uri")).isEqualTo("127.0.0.1:" + config.get("singlenode.zk.port"));
        assertThat(config.get("bookkeeper.ensemble.size")).isEqualTo("1");
        assertThat(config.get("bookkeeper.ack.quorum.size")).isEqualTo("1");
        assertThat(config.get("filesystem.root")).isEqualTo("/tmp/work/lts");
        assertThat(config.get("autoScale.mute.time.seconds")).isEqualTo("30");
        assertThat(config.properties()).doesNotContainKeys("storage", "journalSyncData");
        assertThat(StandaloneConfig.withFreePorts(Map.of(), Path.of("/tmp/work"))
                        .get("filesystem.root"))
                .isNull();
    }
}

package io.msgbench.embedded.artemis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import org.apache.activemq.artemis.core.config.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArtemisBrokerSettingsTest {

    @Test
    void persistenceAndJournalSyncAreOnUnlessSetOff() {
        assertThat(BrokerSettings.of(1, Map.of())).isEqualTo(new BrokerSettings(1, true, true));
        assertThat(BrokerSettings.of(1, Map.of("journalSync", "false"))).isEqualTo(new BrokerSettings(1, true, false));
    }

    @Test
    void anUnknownSettingOrAValueOtherThanTrueOrFalseIsRefused() {
        assertThatThrownBy(() -> BrokerSettings.of(1, Map.of("journal-sync", "no")))
                .hasMessageContaining("unknown setting 'journal-sync'")
                .hasMessageContaining("persistence, journalSync");
        assertThatThrownBy(() -> BrokerSettings.of(1, Map.of("persistence", "yes")))
                .hasMessageContaining("persistence: expected true or false, got 'yes'");
    }

    @Test
    void theConfigurationCarriesTheSwitchesAndKeepsDataInTheWorkFolder(@TempDir Path dir) throws Exception {
        Configuration config = ServerConfiguration.of(new BrokerSettings(4242, false, true), dir);
        assertThat(config.isPersistenceEnabled()).isFalse();
        assertThat(config.isJournalSyncNonTransactional()).isTrue();
        assertThat(config.getJournalLocation().toPath().startsWith(dir)).isTrue();
        assertThat(config.getAcceptorConfigurations()).hasSize(1);
    }
}

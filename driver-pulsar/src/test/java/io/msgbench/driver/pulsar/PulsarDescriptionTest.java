package io.msgbench.driver.pulsar;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.DriverConfig;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PulsarDescriptionTest {
    private static final RunNamespace.PolicyInForce THREE_THREE_TWO =
            new RunNamespace.PolicyInForce(3, 3, 2, false, "test");

    private static PulsarDriverSettings withJournalSyncData(Object value) {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("client", Map.of("serviceUrl", "pulsar://h:6650", "httpUrl", "http://h:8080"));
        if (value != null) {
            values.put("bookies", Map.of("journalSyncData", value));
        }
        return PulsarDriverSettings.parse(new DriverConfig(values, Set.of()));
    }

    @Test
    void fsyncOnOffAndUnknownAreSaidInWordsWithTheQuorums() {
        assertThat(PulsarDescription.durability(withJournalSyncData(true), THREE_THREE_TWO))
                .isEqualTo("fsync per journal write: each bookie syncs its journal to disk before it acknowledges"
                        + " (journalSyncData=true); acknowledged when 2 of 3 bookies have it (ensemble 3)");
        assertThat(PulsarDescription.durability(withJournalSyncData(false), THREE_THREE_TWO))
                .startsWith("no fsync: bookies acknowledge once the journal write is in the OS page cache"
                        + " (journalSyncData=false)");
        assertThat(PulsarDescription.durability(withJournalSyncData(null), THREE_THREE_TWO))
                .startsWith("bookie fsync not stated");
    }
}

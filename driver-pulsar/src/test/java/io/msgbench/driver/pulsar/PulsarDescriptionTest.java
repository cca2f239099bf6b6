package io.msgbench.driver.pulsar;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.DriverConfig;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PulsarDescriptionTest {
    private static final RunNamespace.PolicyInForce THREE_THREE_TWO =
            new RunNamespace.PolicyInForce(3, 3, 2, false, "test", "off: test");

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

    @Test
    void offloadSaysWhetherAnythingIsOffloadedWhereAndWhoseThresholdApplies() {
        assertThat(NamespaceOffload.describe("", 0, "-1", 0L, "14400000"))
                .isEqualTo("off: the broker has no offloader (managedLedgerOffloadDriver is not set)");
        assertThat(NamespaceOffload.describe("aws-s3", -1, "-1", null, "14400000"))
                .startsWith("off: no offload threshold (namespace sets none, broker's"
                        + " managedLedgerOffloadAutoTriggerSizeThresholdBytes is -1)");
        assertThat(NamespaceOffload.describe("msgbench-folder", 0, "-1", 0L, "14400000"))
                .isEqualTo("closed ledgers offloaded to 'msgbench-folder' once a topic holds more than 0 bytes"
                        + " (namespace policy) in BookKeeper; deleted from BookKeeper 0 ms (namespace policy) after");
        assertThat(NamespaceOffload.describe("aws-s3", -1, "1073741824", null, "14400000"))
                .isEqualTo("closed ledgers offloaded to 'aws-s3' once a topic holds more than 1073741824 bytes"
                        + " (broker's managedLedgerOffloadAutoTriggerSizeThresholdBytes) in BookKeeper; deleted from"
                        + " BookKeeper 14400000 ms (broker's managedLedgerOffloadDeletionLagMs) after");
    }
}

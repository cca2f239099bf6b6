package io.msgbench.driver.pulsar;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.pulsar.common.policies.data.ManagedLedgerInternalStats.LedgerInfo;
import org.junit.jupiter.api.Test;

class TieredStorageTallyTest {

    private static LedgerInfo ledger(long size, boolean offloaded) {
        LedgerInfo ledger = new LedgerInfo();
        ledger.size = size;
        ledger.offloaded = offloaded;
        return ledger;
    }

    @Test
    void countsLedgersAndBytesOfEveryPartitionWithTheOffloadedOnesApart() {
        TieredStorageTally.Tally first =
                TieredStorageTally.Tally.of(List.of(ledger(2 << 20, true), ledger(2 << 20, true), ledger(0, false)));
        TieredStorageTally.Tally second = TieredStorageTally.Tally.of(List.of(ledger(3 << 20, false)));

        TieredStorageTally.Tally both =
                TieredStorageTally.Tally.NONE.plus(first).plus(second);

        assertThat(both).isEqualTo(new TieredStorageTally.Tally(2, 4, 2, 7L << 20, 4L << 20));
        assertThat(both.words())
                .isEqualTo("2 of 4 ledgers offloaded (4.0 of 7.0 MB) over 2 partition(s), at the"
                        + " run's end (each partition's open ledger counted, never offloaded)");
    }

    @Test
    void aPartitionWithNoLedgerYetStillCounts() {
        assertThat(TieredStorageTally.Tally.of(List.of())).isEqualTo(new TieredStorageTally.Tally(1, 0, 0, 0, 0));
    }
}

package io.msgbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.DeliveryReport;
import org.junit.jupiter.api.Test;

class DeliveryVerifierTest {
    private final DeliveryVerifier verifier = new DeliveryVerifier(100);

    private static PayloadHeader.Fields message(int producer, int key, long sequence) {
        return new PayloadHeader.Fields(producer, key, sequence, 0, false);
    }

    @Test
    void everythingAckedAndReceivedOnceIsIntact() {
        SubscriptionLedger ledger = verifier.subscription("s", "t");
        for (long seq = 0; seq < 1_000; seq++) {
            verifier.acked("t", 0, seq);
            ledger.received(message(0, (int) (seq % 10), seq));
        }
        assertThat(verifier.report())
                .extracting("receivedUnique", "duplicates", "lost", "outOfOrder")
                .containsExactly(1_000L, 0L, 0L, 0L);
    }

    @Test
    void ackedButNeverReceivedIsLost() {
        SubscriptionLedger ledger = verifier.subscription("s", "t");
        for (long seq = 0; seq < 10; seq++) {
            verifier.acked("t", 3, seq);
            if (seq != 4 && seq != 7) {
                ledger.received(message(3, -1, seq));
            }
        }
        assertThat(verifier.report().lost()).isEqualTo(2);
    }

    @Test
    void aSubscriptionThatReceivedNothingLosesEverythingAcked() {
        verifier.subscription("silent", "t");
        for (long seq = 0; seq < 5; seq++) {
            verifier.acked("t", 1, seq);
        }
        assertThat(verifier.report().perSubscription().get("silent").lost()).isEqualTo(5);
    }

    @Test
    void secondDeliveryIsADuplicateNotALatencySample() {
        SubscriptionLedger ledger = verifier.subscription("s", "t");
        verifier.acked("t", 0, 0);
        assertThat(ledger.received(message(0, 1, 0))).isEqualTo(SubscriptionLedger.Outcome.FIRST_DELIVERY);
        assertThat(ledger.received(message(0, 1, 0))).isEqualTo(SubscriptionLedger.Outcome.DUPLICATE);
        assertThat(verifier.report())
                .extracting("receivedUnique", "duplicates", "lost")
                .containsExactly(1L, 1L, 0L);
    }

    @Test
    void orderIsCheckedPerProducerAndKey() {
        SubscriptionLedger ledger = verifier.subscription("s", "t");
        ledger.received(message(0, 1, 5));
        ledger.received(message(0, 2, 3)); // another key: fine
        ledger.received(message(1, 1, 2)); // another producer: fine
        ledger.received(message(0, 1, 4)); // key 1 went back from 5 to 4
        ledger.received(message(0, -1, 1)); // no key: no order promise
        assertThat(verifier.report().outOfOrder()).isEqualTo(1);
    }

    @Test
    void subscriptionsAreJudgedSeparately() {
        verifier.acked("t", 0, 0);
        verifier.subscription("a", "t").received(message(0, -1, 0));
        verifier.subscription("b", "t");
        DeliveryReport report = verifier.report();
        assertThat(report.perSubscription().get("a").lost()).isZero();
        assertThat(report.perSubscription().get("b").lost()).isEqualTo(1);
        assertThat(report.lost()).isEqualTo(1);
    }

    @Test
    void aSubscriptionIsJudgedOnlyAgainstTheProducersOfItsTopic() {
        verifier.acked("t", 0, 0);
        verifier.acked("other", 1, 0);
        verifier.subscription("s", "t").received(message(0, -1, 0));
        verifier.subscription("s2", "other").received(message(1, -1, 0));
        assertThat(verifier.report().lost()).isZero();
    }

    @Test
    void sequenceSetsCompactAcrossPagesAndStillCountGaps() {
        SequenceSet acked = new SequenceSet();
        SequenceSet received = new SequenceSet();
        long total = 5L * SequenceSet.PAGE_SIZE + 17;
        for (long seq = total - 1; seq >= 0; seq--) { // reverse order: no page can compact early
            acked.add(seq);
        }
        for (long seq = 0; seq < total; seq++) {
            if (seq != 3 && seq != 2L * SequenceSet.PAGE_SIZE + 1 && seq != total - 1) {
                received.add(seq);
            }
        }
        assertThat(acked.size()).isEqualTo(total);
        assertThat(acked.countMissingFrom(received)).isEqualTo(3);
        assertThat(received.contains(3)).isFalse();
        assertThat(received.contains(4)).isTrue();
        assertThat(received.add(4)).isFalse();
        assertThat(received.countMissingFrom(acked)).isZero();
    }

    @Test
    void sequenceSetsKeepDuplicatesOutWhileMovingBetweenPages() {
        SequenceSet set = new SequenceSet();
        long pages = 3;
        for (long seq = 0; seq < pages * SequenceSet.PAGE_SIZE; seq += 2) { // even numbers: no page fills
            assertThat(set.add(seq)).isTrue();
        }
        assertThat(set.add(SequenceSet.PAGE_SIZE + 2)).isFalse(); // back to an earlier page
        assertThat(set.add(7)).isTrue();
        assertThat(set.add(7)).isFalse();
        for (long seq = 1; seq < pages * SequenceSet.PAGE_SIZE; seq += 2) { // the odd ones fill and compact pages
            set.add(seq);
        }
        assertThat(set.size()).isEqualTo(pages * SequenceSet.PAGE_SIZE);
        assertThat(set.add(5)).isFalse(); // below the compacted base
        assertThat(set.add(pages * SequenceSet.PAGE_SIZE)).isTrue(); // a new page after compaction
        assertThat(set.contains(pages * SequenceSet.PAGE_SIZE)).isTrue();
    }

    @Test
    void producerIdsOutsideTheDenseRangeAreStillJudged() {
        verifier.acked("t", -4, 0);
        verifier.acked("t", -4, 1);
        verifier.acked("t", Integer.MAX_VALUE, 0);
        SubscriptionLedger ledger = verifier.subscription("s", "t");
        assertThat(ledger.received(-4, -1, 0)).isEqualTo(SubscriptionLedger.Outcome.FIRST_DELIVERY);
        assertThat(ledger.received(-4, -1, 0)).isEqualTo(SubscriptionLedger.Outcome.DUPLICATE);
        assertThat(ledger.received(Integer.MAX_VALUE, -1, 0)).isEqualTo(SubscriptionLedger.Outcome.FIRST_DELIVERY);
        DeliveryReport report = verifier.report();
        assertThat(report.receivedUnique()).isEqualTo(2);
        assertThat(report.duplicates()).isEqualTo(1);
        assertThat(report.lost()).isEqualTo(1); // producer -4's sequence 1
    }

    @Test
    void aProducersAckHandleFeedsTheSameSetAsTheLookup() {
        DeliveryVerifier.ProducerAcks acks = verifier.producerAcks("t", 5);
        acks.acked(0);
        verifier.acked("t", 5, 1);
        verifier.subscription("s", "t").received(5, -1, 1);
        assertThat(verifier.report().lost()).isEqualTo(1);
    }
}

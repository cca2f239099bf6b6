package io.msgbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.DeliveryReport;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Delivery judged over several workers' verifiers: acks on one worker, receipts on others. */
class DeliveryStateTest {

    private static PayloadHeader.Fields message(int producer, long sequence) {
        return new PayloadHeader.Fields(producer, (int) (sequence % 10), sequence, 0, false);
    }

    @Test
    void acksOnOneWorkerAndReceiptsOnAnotherAreJudgedTogether() {
        DeliveryVerifier producers = new DeliveryVerifier(10);
        DeliveryVerifier consumers = new DeliveryVerifier(10);
        SubscriptionLedger ledger = consumers.subscription("s", "t");
        for (long seq = 0; seq < 200_000; seq++) {
            producers.acked("t", 0, seq);
            if (seq != 77 && seq != 150_001) {
                ledger.received(message(0, seq));
            }
        }
        // each worker alone is wrong: one has acks and no receipts, the other receipts and no acks
        assertThat(consumers.report().lost()).isZero();
        DeliveryReport merged = DeliveryState.mergedReport(List.of(producers.state(), consumers.state()));
        assertThat(merged)
                .extracting("receivedUnique", "duplicates", "lost", "outOfOrder")
                .containsExactly(199_998L, 0L, 2L, 0L);
    }

    @Test
    void aMessageOneSubscriptionReceivedOnTwoWorkersIsADuplicate() {
        DeliveryVerifier a = new DeliveryVerifier(10);
        DeliveryVerifier b = new DeliveryVerifier(10);
        for (long seq = 0; seq < 100; seq++) {
            a.acked("t", 3, seq);
            (seq < 60 ? a : b).subscription("s", "t").received(message(3, seq));
        }
        b.subscription("s", "t").received(message(3, 10)); // also received on a
        DeliveryReport merged = DeliveryState.mergedReport(List.of(a.state(), b.state()));
        assertThat(merged).extracting("receivedUnique", "duplicates", "lost").containsExactly(100L, 1L, 0L);
    }

    @Test
    void mergingStatesThenJudgingEqualsJudgingTheStates() {
        DeliveryVerifier a = new DeliveryVerifier(10);
        DeliveryVerifier b = new DeliveryVerifier(10);
        for (long seq = 0; seq < 70_000; seq += 3) {
            a.acked("t", 1, seq);
            b.acked("t", 2, seq);
            b.subscription("s", "t").received(message(1, seq));
        }
        List<DeliveryState> states = List.of(a.state(), b.state());
        assertThat(DeliveryState.mergedReport(List.of(DeliveryState.merge(states))))
                .isEqualTo(DeliveryState.mergedReport(states));
        assertThat(DeliveryState.mergedReport(states).lost()).isEqualTo((70_000 + 2) / 3);
    }

    @Test
    void rangesRoundTripThroughASequenceSet() {
        SequenceSet set = new SequenceSet();
        for (long seq = 0; seq < 3 * SequenceSet.PAGE_SIZE; seq++) {
            if (seq % 1_000 != 5) {
                set.add(seq);
            }
        }
        set.add(10 * SequenceSet.PAGE_SIZE + 7);
        SequenceSet copy = new SequenceSet();
        assertThat(copy.addRanges(set.ranges())).isEqualTo(set.size());
        assertThat(copy.ranges()).containsExactly(set.ranges());
        assertThat(copy.countMissingFrom(set)).isZero();
        assertThat(set.countMissingFrom(copy)).isZero();
    }

    @Test
    void addingAWholeRangeCountsOnlyTheNewNumbers() {
        SequenceSet set = new SequenceSet();
        set.add(5);
        set.add(SequenceSet.PAGE_SIZE * 2L + 1);
        assertThat(set.addRange(0, SequenceSet.PAGE_SIZE * 4L)).isEqualTo(SequenceSet.PAGE_SIZE * 4L - 2);
        assertThat(set.size()).isEqualTo(SequenceSet.PAGE_SIZE * 4L);
        assertThat(set.ranges()).containsExactly(0, SequenceSet.PAGE_SIZE * 4L);
    }
}

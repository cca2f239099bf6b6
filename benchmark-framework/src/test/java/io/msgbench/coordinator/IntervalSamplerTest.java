package io.msgbench.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.CounterSnapshot;
import org.junit.jupiter.api.Test;

/** The backlog an interval records: what was acknowledged for every subscription and not yet received. */
class IntervalSamplerTest {

    @Test
    void theBacklogIsAcknowledgedTimesSubscriptionsLessReceived() {
        assertThat(IntervalSampler.backlog(totals(100, 150), 2)).isEqualTo(50);
        assertThat(IntervalSampler.backlog(totals(100, 200), 2)).isZero();
    }

    /** A split run's consumer worker counted 9 messages whose acknowledgements its producer worker had not yet. */
    @Test
    void messagesReceivedAheadOfTheirAcknowledgementAreNoNegativeBacklog() {
        assertThat(IntervalSampler.backlog(totals(100, 109), 1)).isZero();
    }

    private static CounterSnapshot totals(long acked, long received) {
        return new CounterSnapshot(acked, acked * 100, acked, 0, received, received * 100, 0);
    }
}

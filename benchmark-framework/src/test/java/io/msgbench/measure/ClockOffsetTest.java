package io.msgbench.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.result.ClockOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClockOffsetTest {
    private static final long REMOTE_AHEAD = 5_000_000; // the remote clock is 5 ms ahead

    /** A sample whose request takes {@code out} ns and whose answer takes {@code back} ns. */
    private static ClockOffset.Sample sample(long sentAt, long out, long back) {
        return new ClockOffset.Sample(sentAt, sentAt + out + REMOTE_AHEAD, sentAt + out + back);
    }

    @Test
    void keepsTheSampleWithTheSmallestRoundTrip() {
        ClockOffset offset = ClockOffset.estimate(List.of(
                sample(0, 3_000_000, 100_000),
                sample(10_000_000, 50_000, 50_000),
                sample(20_000_000, 100_000, 2_000_000)));
        assertThat(offset.roundTripNanos()).isEqualTo(100_000);
        assertThat(offset.offsetNanos()).isEqualTo(REMOTE_AHEAD);
        assertThat(offset.errorBoundNanos()).isEqualTo(50_000);
        assertThat(offset.samples()).isEqualTo(3);
    }

    @Test
    void theTrueOffsetLiesWithinTheBoundEvenWhenTheDelaysAreLopsided() {
        ClockOffset offset =
                ClockOffset.estimate(List.of(sample(0, 900_000, 100_000), sample(5_000_000, 1_000_000, 400_000)));
        assertThat(offset.roundTripNanos()).isEqualTo(1_000_000);
        assertThat(Math.abs(offset.offsetNanos() - REMOTE_AHEAD)).isLessThanOrEqualTo(offset.errorBoundNanos());
        assertThat(offset.offsetNanos()).isEqualTo(REMOTE_AHEAD + 400_000);
    }

    @Test
    void needsAtLeastOneSample() {
        assertThatThrownBy(() -> ClockOffset.estimate(List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}

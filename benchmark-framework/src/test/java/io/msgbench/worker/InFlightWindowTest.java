package io.msgbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The window's decisions, period by period, against a modelled system on a simulated clock: a producer whose
 * acknowledgements take {@code SERVICE_SECONDS}, so a window of w messages carries at most w / service time
 * messages a second, on a system that takes at most its capacity.
 */
class InFlightWindowTest {
    private static final double SERVICE_SECONDS = 0.1;
    /** Doubled, its settling period, measured; back, its settling period, measured. */
    private static final int PERIODS_OF_A_TRIAL = 5;

    private long now = 1_000_000_000L;
    private long completed;

    @Test
    void itDoublesWhileTheRateRisesAndKeepsTheFirstWindowThatCarriesTheSystemsCapacity() {
        InFlightWindow window = new InFlightWindow(1_000, 1_000_000);
        List<Integer> limits = run(window, 400, capacity(120_000), true);

        // 12,000 in flight carry 120 k msg/s at 0.1 s: 1,000 -> 2,000 -> ... -> 16,000 (the first at capacity)
        assertThat(limits.get(limits.size() - 1)).isEqualTo(16_000);
        assertThat(limits).contains(1_000, 2_000, 4_000, 8_000, 16_000);
        assertThat(limits.stream().mapToInt(Integer::intValue).max().orElseThrow())
                .as("a trial of 32,000 gains nothing and is undone")
                .isEqualTo(32_000);
    }

    @Test
    void aTrialThatDidNotPayIsUndoneAndTheNextWaitsTwiceAsLong() {
        InFlightWindow window = new InFlightWindow(20_000, 1_000_000);
        List<Integer> limits = run(window, 600, capacity(100_000), true);

        List<Integer> trialStarts = new ArrayList<>();
        for (int period = 1; period < limits.size(); period++) {
            if (limits.get(period) > limits.get(period - 1)) {
                trialStarts.add(period);
            }
        }
        assertThat(trialStarts).hasSizeGreaterThanOrEqualTo(4);
        for (int i = 2; i < trialStarts.size(); i++) {
            int gap = trialStarts.get(i) - trialStarts.get(i - 1);
            int previousGap = trialStarts.get(i - 1) - trialStarts.get(i - 2);
            assertThat(gap - PERIODS_OF_A_TRIAL)
                    .as("periods held before trial %d", i)
                    .isEqualTo(Math.min(InFlightWindow.MAX_HOLD_PERIODS, 2 * (previousGap - PERIODS_OF_A_TRIAL)));
        }
        assertThat(trialStarts.get(1) - trialStarts.get(0) - PERIODS_OF_A_TRIAL)
                .isEqualTo(InFlightWindow.FIRST_HOLD_PERIODS);
        assertThat(limits).containsOnly(20_000, 40_000);
        assertThat(limits.get(limits.size() - 1)).isEqualTo(20_000);
    }

    /** As in a warm-up: the rate rises 20 % a period whatever the window, so no trial may pass for a gain. */
    @Test
    void aRateThatRisesAnywayIsNoReasonToGrow() {
        InFlightWindow window = new InFlightWindow(1_000, 1_000_000);
        List<Integer> limits = run(window, 60, (period, limit) -> 10_000 * Math.pow(1.2, period), true);

        assertThat(limits).containsOnly(1_000, 2_000);
        assertThat(limits.get(limits.size() - 1)).isEqualTo(1_000);
    }

    @Test
    void aWindowThatHeldNobodyBackNeverGrows() {
        InFlightWindow window = new InFlightWindow(1_000, 1_000_000);
        List<Integer> limits = run(window, 100, capacity(1_000_000), false);

        assertThat(limits).containsOnly(1_000);
    }

    @Test
    void itNeverGrowsPastItsCeiling() {
        InFlightWindow window = new InFlightWindow(1_000, 5_000);
        List<Integer> limits = run(window, 100, capacity(Double.MAX_VALUE), true);

        assertThat(limits).containsOnly(1_000, 2_000, 4_000, 5_000);
        assertThat(limits.get(limits.size() - 1)).isEqualTo(5_000);
    }

    @Test
    void aWorkersWindowStartsWithItsByteBudgetAndMayGrowToAShareOfTheHeap() {
        long heap = 2L << 30;
        InFlightWindow small = InFlightWindow.forLoad(100, 1, heap);
        assertThat(small.limit()).isEqualTo((int) (InFlightWindow.START_BYTES / 100));
        InFlightWindow shared = InFlightWindow.forLoad(128, 4, heap);
        assertThat(shared.limit()).isEqualTo((int) (InFlightWindow.START_BYTES / 512));
        InFlightWindow big = InFlightWindow.forLoad(1_000_000, 10, heap);
        assertThat(big.limit()).isEqualTo(InFlightWindow.MIN_MESSAGES);

        assertThat(small.ceiling()).isEqualTo((int)
                (heap / InFlightWindow.HEAP_SHARE_DIVISOR / (100 + InFlightWindow.HELD_PER_MESSAGE_BYTES)));
        assertThat(big.ceiling()).as("never below the start").isEqualTo(InFlightWindow.MIN_MESSAGES);
    }

    /** The acknowledged rate in a period, given its index and the window. */
    private interface Rate {
        double of(int period, int limit);
    }

    private static Rate capacity(double messagesPerSecond) {
        return (period, limit) -> Math.min(messagesPerSecond, limit / SERVICE_SECONDS);
    }

    /** The window's limit at the start, then after each of {@code periods} periods of the modelled system. */
    private List<Integer> run(InFlightWindow window, int periods, Rate rate, boolean heldBack) {
        List<Integer> limits = new ArrayList<>();
        window.endPeriod(now, completed);
        limits.add(window.limit());
        for (int i = 0; i < periods; i++) {
            if (heldBack) {
                window.heldBack();
            }
            assertThat(window.periodOver(now + InFlightWindow.PERIOD_NANOS - 1)).isFalse();
            completed += (long) (rate.of(i, window.limit()) * InFlightWindow.PERIOD_NANOS / 1e9);
            now += InFlightWindow.PERIOD_NANOS;
            assertThat(window.periodOver(now)).isTrue();
            window.endPeriod(now, completed);
            limits.add(window.limit());
        }
        return limits;
    }
}

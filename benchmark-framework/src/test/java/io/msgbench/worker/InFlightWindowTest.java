package io.msgbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;

/**
 * The window's decisions, period by period, against a modelled system on a simulated clock: a producer whose
 * acknowledgements take {@code SERVICE_SECONDS}, so a window of w messages carries at most w / service time
 * messages a second, on a system that takes at most its capacity.
 */
class InFlightWindowTest {
    private static final double SERVICE_SECONDS = 0.1;

    private long now = 1_000_000_000L;
    private long completed;

    @Test
    void itDoublesWhileTheRateRisesAndKeepsTheFirstWindowThatCarriesTheSystemsCapacity() {
        InFlightWindow window = new InFlightWindow(1_000, 1_000_000);
        List<Integer> limits = run(window, 400, capacity(100_000), true);

        // 10,000 in flight carry 100 k msg/s at 0.1 s: 1,000 -> 2,000 -> ... -> 16,000 (the first at capacity)
        assertThat(limits.get(limits.size() - 1)).isEqualTo(16_000);
        assertThat(limits).contains(1_000, 2_000, 4_000, 8_000, 16_000);
        assertThat(limits.stream().mapToInt(Integer::intValue).max().orElseThrow())
                .as("a trial of 32,000 gains nothing and is undone").isEqualTo(32_000);
    }

    @Test
    void aTrialThatDidNotPayIsUndoneAndTheNextWaitsTwiceAsLong() {
        InFlightWindow window = new InFlightWindow(20_000, 1_000_000);
        List<Integer> limits = run(window, 400, capacity(100_000), true);

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
            assertThat(gap - 3).as("periods held before trial %d", i)
                    .isEqualTo(Math.min(InFlightWindow.MAX_HOLD_PERIODS, 2 * (previousGap - 3)));
        }
        assertThat(limits).containsOnly(20_000, 40_000);
        assertThat(limits.get(limits.size() - 1)).isEqualTo(20_000);
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

        assertThat(small.ceiling()).isEqualTo((int) (heap / InFlightWindow.HEAP_SHARE_DIVISOR / 100));
        assertThat(big.ceiling()).as("never below the start").isEqualTo(InFlightWindow.MIN_MESSAGES);
    }

    private static IntToDoubleFunction capacity(double messagesPerSecond) {
        return limit -> Math.min(messagesPerSecond, limit / SERVICE_SECONDS);
    }

    /** The window's limit at the start, then after each of {@code periods} periods of the modelled system. */
    private List<Integer> run(InFlightWindow window, int periods, IntToDoubleFunction rate, boolean heldBack) {
        List<Integer> limits = new ArrayList<>();
        window.endPeriod(now, completed);
        limits.add(window.limit());
        for (int i = 0; i < periods; i++) {
            if (heldBack) {
                window.heldBack();
            }
            assertThat(window.periodOver(now + InFlightWindow.PERIOD_NANOS - 1)).isFalse();
            completed += (long) (rate.applyAsDouble(window.limit()) * InFlightWindow.PERIOD_NANOS / 1e9);
            now += InFlightWindow.PERIOD_NANOS;
            assertThat(window.periodOver(now)).isTrue();
            window.endPeriod(now, completed);
            limits.add(window.limit());
        }
        return limits;
    }
}

package io.msgbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.ClockSource;
import org.junit.jupiter.api.Test;

/** A JVM knows which kernel's timer its clock runs on, where Linux says so, and where that timer's zero lies. */
class ClockSourceTest {

    @Test
    void thisJvmNamesItsKernelAndAnchorsTheClockAtTheTimersZero() {
        ClockSource source = HostClock.source();

        assertThat(source.kernel()).as("Linux tells the boot id").isNotBlank();
        long nanoTime = System.nanoTime();
        assertThat(HostClock.toEpochNanos(nanoTime)).isEqualTo(source.epochAtZeroNanos() + nanoTime);
        assertThat(source.sharesTimerWith(new ClockSource(source.kernel(), 0))).isTrue();
    }

    @Test
    void sourcesThatCannotTellTheirKernelShareNothing() {
        assertThat(new ClockSource(null, 0).sharesTimerWith(new ClockSource(null, 0)))
                .isFalse();
        assertThat(new ClockSource("boot-a", 0).sharesTimerWith(new ClockSource("boot-b", 0)))
                .isFalse();
        assertThat(new ClockSource("boot-a", 0).sharesTimerWith(null)).isFalse();
        assertThat(new ClockSource("boot-a", 7).nanosApartFrom(new ClockSource("boot-a", 2)))
                .isEqualTo(5);
    }
}

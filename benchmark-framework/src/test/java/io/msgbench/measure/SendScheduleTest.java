package io.msgbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SendScheduleTest {

    @Test
    void fixedRateHasNoDriftOverAMillionMessages() {
        SendSchedule schedule = SendSchedule.forProducer(50_000, 1, 0, 1_000);
        // message n is due at n / rate seconds after the start, to the nanosecond
        assertThat(schedule.intendedNanos(0, 0)).isEqualTo(1_000);
        assertThat(schedule.intendedNanos(1, 0)).isEqualTo(1_000 + 20_000);
        assertThat(schedule.intendedNanos(1_000_000, 0)).isEqualTo(1_000 + 20_000_000_000L);
    }

    @Test
    void producersSharingARateInterleaveOnOneUniformGrid() {
        int producers = 4;
        double rate = 1_000; // 1 ms between messages of the run, 4 ms per producer
        List<Long> times = new ArrayList<>();
        for (int p = 0; p < producers; p++) {
            SendSchedule schedule = SendSchedule.forProducer(rate, producers, p, 0);
            for (long n = 0; n < 100; n++) {
                times.add(schedule.intendedNanos(n, 0));
            }
        }
        times.sort(Long::compare);
        for (int i = 0; i < times.size(); i++) {
            assertThat(times.get(i)).isEqualTo(i * 1_000_000L);
        }
    }

    @Test
    void fractionalIntervalsAccumulateExactly() {
        SendSchedule schedule = SendSchedule.forProducer(3, 1, 0, 0); // 333,333,333.3 ns apart
        assertThat(schedule.intendedNanos(3, 0)).isEqualTo(1_000_000_000L);
        assertThat(schedule.intendedNanos(3_000, 0)).isEqualTo(1_000_000_000_000L);
    }

    @Test
    void rateZeroIsUnthrottledAndDueNow() {
        SendSchedule schedule = SendSchedule.forProducer(0, 2, 1, 0);
        assertThat(schedule.throttled()).isFalse();
        assertThat(schedule.intendedNanos(42, 123_456)).isEqualTo(123_456);
    }
}

package io.msgbench.remote;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.ClockOffset;
import io.msgbench.result.ClockSource;
import io.msgbench.result.Distribution;
import io.msgbench.result.Distribution.WorkerRecord;
import io.msgbench.result.LatencyStats;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * End-to-end samples between worker JVMs carry the difference of their clocks: measured (with its error) between
 * hosts, known exactly between JVMs on one kernel. Two workers on one host must not be judged as two hosts.
 */
class ClockJudgementTest {
    private static final LatencyStats MEDIAN_2_MS = new LatencyStats(1_000, 2.0, Map.of(50.0, 2.0), 9.0);
    // offsets measured over loopback HTTP: 0.3 ms error bound each, 0.1 ms apart
    private static final ClockOffset PRODUCER_OFFSET = new ClockOffset(100_000, 300_000, 600_000, 15);
    private static final ClockOffset CONSUMER_OFFSET = new ClockOffset(200_000, 300_000, 600_000, 15);

    @Test
    void workersOnOneKernelAreOneHostAndTheirClocksDifferByExactlyTheirAnchors() {
        Distribution.EndToEndClock clock = ClockJudgement.endToEnd(
                List.of(
                        producer(new ClockSource("boot-a ns-1", 1_000_000_000L)),
                        consumer(new ClockSource("boot-a ns-1", 1_000_002_500L))),
                MEDIAN_2_MS);

        assertThat(clock.crossHost()).isFalse();
        assertThat(clock.clockErrorBoundMicros()).isEqualTo(3); // 2.5 µs, rounded up; not the 0.7 ms the offsets allow
        assertThat(clock.unreliable()).isFalse();
    }

    @Test
    void workersOnTwoKernelsAreJudgedByTheirMeasuredOffsetsAndErrorBounds() {
        Distribution.EndToEndClock clock = ClockJudgement.endToEnd(
                List.of(producer(new ClockSource("boot-a ns-1", 0)), consumer(new ClockSource("boot-b ns-1", 0))),
                MEDIAN_2_MS);

        assertThat(clock.crossHost()).isTrue();
        assertThat(clock.clockErrorBoundMicros()).isEqualTo(700); // 0.1 ms apart + 0.3 ms + 0.3 ms
        assertThat(clock.unreliable()).isTrue(); // 0.7 ms > 10 % of the 2 ms median
    }

    @Test
    void workersThatCannotTellTheirKernelAreTakenForTwoHosts() {
        Distribution.EndToEndClock clock =
                ClockJudgement.endToEnd(List.of(producer(null), consumer(null)), MEDIAN_2_MS);

        assertThat(clock.crossHost()).isTrue();
        assertThat(clock.clockErrorBoundMicros()).isEqualTo(700);
    }

    @Test
    void aClockSteppedBetweenTwoWorkerStartsOnOneHostIsMarked() {
        Distribution.EndToEndClock clock = ClockJudgement.endToEnd(
                List.of(
                        producer(new ClockSource("boot-a ns-1", 0)),
                        consumer(new ClockSource("boot-a ns-1", 5_000_000))),
                MEDIAN_2_MS);

        assertThat(clock.crossHost()).isFalse();
        assertThat(clock.clockErrorBoundMicros()).isEqualTo(5_000);
        assertThat(clock.unreliable()).isTrue();
    }

    @Test
    void aWorkerThatBothProducesAndConsumesComparesWithNoOtherForItsOwnMessages() {
        WorkerRecord both = new WorkerRecord("http://a:8090", 1, 1, PRODUCER_OFFSET, PRODUCER_OFFSET, null, false);

        Distribution.EndToEndClock clock = ClockJudgement.endToEnd(List.of(both), MEDIAN_2_MS);

        assertThat(clock.crossHost()).isFalse();
        assertThat(clock.clockErrorBoundMicros()).isZero();
        assertThat(clock.unreliable()).isFalse();
    }

    private static WorkerRecord producer(ClockSource source) {
        return new WorkerRecord("http://a:8090", 1, 0, PRODUCER_OFFSET, PRODUCER_OFFSET, source, false);
    }

    private static WorkerRecord consumer(ClockSource source) {
        return new WorkerRecord("http://a:8091", 0, 1, CONSUMER_OFFSET, CONSUMER_OFFSET, source, false);
    }
}

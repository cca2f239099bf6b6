package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.coordinator.RunOptions;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.workload.Workload;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "no coordinated omission": a client that stalls shows up as latency. The loopback driver,
 * wrapped by the fault driver, blocks one send call for {@link #STALL_MICROS}; every message due meanwhile is
 * sent late. Measured from the intended send time (publish latency, send delay) the stall is in the figures;
 * measured from the send call (publish service time) it almost vanishes, which is what a closed-loop tool
 * would report. Every bound below follows from the fixed schedule, not from how fast the machine is: the
 * messages due in the first half of the stall are sent after it ends, so each waited at least half of it.
 */
class CoordinatedOmissionTest {
    private static final int RATE = 1_000;
    private static final int WARMUP_SECONDS = 2;
    private static final long STALL_MICROS = 2_000_000;
    /** Due two seconds into the measure phase, which lasts eight. */
    private static final long STALLED_SEQUENCE = (long) RATE * (WARMUP_SECONDS + 2);
    /** The messages due in the first half of the stall: each waited at least half of it. */
    private static final long DUE_IN_FIRST_HALF = RATE * STALL_MICROS / 2 / 1_000_000;

    private static final long HALF_STALL = STALL_MICROS / 2;
    /** Counted from just below half the stall, so a histogram bucket's width cannot hide a late message. */
    private static final long NEAR_HALF_STALL = HALF_STALL * 9 / 10;

    @TempDir
    static Path dir;

    private static RunResult result;

    @BeforeAll
    static void runWithAStalledSend() throws Exception {
        result = stalledLoopbackRun(dir);
        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
    }

    @Test
    void aStalledSendShowsAsPublishLatencyAndSendDelayButNotAsServiceTime() {
        Histogram publish = result.aggregate().get(Metric.PUBLISH_LATENCY);
        Histogram sendDelay = result.aggregate().get(Metric.SEND_DELAY);
        Histogram service = result.aggregate().get(Metric.PUBLISH_SERVICE_TIME);

        assertThat(publish.getMaxValue()).as("the stalled message itself").isGreaterThanOrEqualTo(STALL_MICROS);
        assertThat(Histograms.countFrom(publish, NEAR_HALF_STALL))
                .as("messages due in the stall's first half")
                .isGreaterThanOrEqualTo(DUE_IN_FIRST_HALF);
        assertThat(result.stats(Metric.PUBLISH_LATENCY).percentile(99.0))
                .as("p99 publish latency, ms")
                .isGreaterThanOrEqualTo(HALF_STALL / 1_000.0);
        assertThat(sendDelay.getMaxValue())
                .as("the message due right after the stalled one")
                .isGreaterThanOrEqualTo(STALL_MICROS - 1_000_000 / RATE);
        assertThat(Histograms.countFrom(sendDelay, NEAR_HALF_STALL))
                .as("sends late by half the stall")
                .isGreaterThanOrEqualTo(DUE_IN_FIRST_HALF);

        // From the send call, only the stalled call is slow: the late messages were each acknowledged at once.
        assertThat(Histograms.countFrom(service, NEAR_HALF_STALL))
                .as("service times near the stall")
                .isLessThanOrEqualTo(DUE_IN_FIRST_HALF / 100);
        assertThat(result.stats(Metric.PUBLISH_SERVICE_TIME).percentile(99.0))
                .as("p99 service time, ms")
                .isLessThan(NEAR_HALF_STALL / 1_000.0);
    }

    @Test
    void theStallIsInTheIntervalWhereItHappenedNotBefore() {
        List<IntervalResult> intervals = result.measureIntervals();
        assertThat(intervals).hasSizeGreaterThanOrEqualTo(6);
        assertThat(intervals.get(0).histograms().get(Metric.PUBLISH_LATENCY).getMaxValue())
                .as("publish latency before the stall")
                .isLessThan(NEAR_HALF_STALL);
        List<IntervalResult> stalled = intervals.stream()
                .filter(i -> i.histograms().get(Metric.PUBLISH_LATENCY).getMaxValue() >= STALL_MICROS)
                .toList();
        assertThat(stalled)
                .as("intervals showing the whole stall as publish latency")
                .isNotEmpty();
        assertThat(sumOverIntervals(intervals, Metric.PUBLISH_LATENCY))
                .as("late acknowledgements over the intervals")
                .isGreaterThanOrEqualTo(DUE_IN_FIRST_HALF);
        assertThat(sumOverIntervals(intervals, Metric.SEND_DELAY))
                .as("late sends over the intervals")
                .isGreaterThanOrEqualTo(DUE_IN_FIRST_HALF);
    }

    private static long sumOverIntervals(List<IntervalResult> intervals, Metric metric) {
        return intervals.stream()
                .mapToLong(i -> Histograms.countFrom(i.histograms().get(metric), NEAR_HALF_STALL))
                .sum();
    }

    private static RunResult stalledLoopbackRun(Path dir) throws Exception {
        var driver =
                FaultDrivers.spec(dir, "stalling-loopback.yaml", """
                name: Loopback-stalling
                driverClass: faults
                wraps: loopback
                faults:
                  stallSendAtSequence: %d
                  stallMillis: %d
                """.formatted(STALLED_SEQUENCE, STALL_MICROS / 1_000));
        Workload workload = Workload.builder()
                .name("stalled-send")
                .topics(1)
                .partitionsPerTopic(1)
                .messageSize(100)
                .producerRate(RATE)
                .warmupDuration(Duration.ofSeconds(WARMUP_SECONDS))
                .testDuration(Duration.ofSeconds(8))
                .build();
        RunOptions oneSecondIntervals =
                new RunOptions(Duration.ofSeconds(1), Duration.ofSeconds(60), Duration.ofSeconds(30), false);
        return Runs.run(workload, driver, FaultDrivers.loader(), oneSecondIntervals);
    }
}

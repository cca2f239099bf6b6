package io.msgbench.coordinator;

import io.msgbench.result.BacklogReport;
import io.msgbench.result.IntervalResult;
import io.msgbench.worker.Command;
import io.msgbench.worker.Worker;
import io.msgbench.workload.Workload;
import java.time.Duration;
import java.util.Locale;

/**
 * The backlog and catch-up of OMB's {@code consumerBacklogSizeGB} (the 2020 study's historical read), as two
 * phases between warm-up and measure. <b>backlog</b>: the consumers are paused while the producers keep
 * writing, until the backlog (acknowledged × subscriptions − received, in bytes) reaches the target.
 * <b>catch-up</b>: the consumers resume while the producers go on; it ends when the backlog is down to the
 * empty level ({@code (1 − backlogDrainRatio)} of the target, at least {@link #inFlightAllowance}). Both sample every interval, so the backlog over time is in the result. Neither can hang: a backlog
 * that stops growing, or a catch-up that makes no progress (no new lowest backlog) within the stall bound,
 * ends the phase with a verdict saying so.
 * <pre>{@code
 * BacklogPhase backlog = new BacklogPhase(workload, worker, sampler, control, listener, interval, stallBound);
 * phases.run(BacklogPhase.BUILD, backlog::build);
 * phases.run(BacklogPhase.CATCH_UP, backlog::catchUp);
 * BacklogReport report = backlog.report();
 * }</pre>
 */
final class BacklogPhase {
    static final String BUILD = "backlog";
    static final String CATCH_UP = "catch-up";
    /** OMB's floor for the drained level: a live run always has some messages in flight. */
    private static final long IN_FLIGHT_ALLOWANCE = 1_000;
    /** A live run's steady backlog is rate × end-to-end latency; one second of production covers it. */
    private static final double STEADY_BACKLOG_SECONDS = 1.0;

    private final Worker worker;
    private final IntervalSampler sampler;
    private final RunControl control;
    private final RunListener listener;
    private final Duration sampleInterval;
    private final Duration stallBound;
    private final int messageBytes;
    private final long targetBytes;
    private final long targetMessages;
    private final long emptyLevel;

    private long buildStart;
    private long resumedAt;
    private long backlogAtResume;
    private Double drainSeconds;
    private String verdict = BacklogReport.FAILED;
    private String detail = "the backlog was not built";

    BacklogPhase(
            Workload workload,
            Worker worker,
            IntervalSampler sampler,
            RunControl control,
            RunListener listener,
            Duration sampleInterval,
            Duration stallBound,
            int messageBytes) {
        this.worker = worker;
        this.sampler = sampler;
        this.control = control;
        this.listener = listener;
        this.sampleInterval = sampleInterval;
        this.stallBound = stallBound;
        this.messageBytes = messageBytes;
        this.targetBytes = workload.backlogBytes();
        this.targetMessages = Math.max(1, targetBytes / messageBytes);
        this.emptyLevel = Math.max(
                (long) ((1 - workload.backlogDrainRatio()) * targetMessages),
                inFlightAllowance(workload.producerRate(), targetMessages));
    }

    /**
     * What is still "in flight" when the backlog counts as drained: OMB's 1,000 messages or one second of
     * production, whichever is more, but never more than half the target, so a drain always halves it.
     */
    static long inFlightAllowance(double producerRate, long targetMessages) {
        long steady = Math.max(IN_FLIGHT_ALLOWANCE, (long) (producerRate * STEADY_BACKLOG_SECONDS));
        return Math.min(steady, targetMessages / 2);
    }

    /** Pauses the consumers and waits until the backlog reaches the target; resumes them if it cannot. */
    void build() {
        buildStart = System.nanoTime();
        worker.execute(new Command.PauseConsumers());
        boolean resumed = false;
        try {
            Progress growth = new Progress(buildStart);
            while (true) {
                IntervalResult interval = sample(BUILD, buildStart);
                if (interval.backlog() * messageBytes >= targetBytes) {
                    break;
                }
                if (growth.stalled(interval.backlog(), true)) {
                    detail = String.format(
                            Locale.ROOT,
                            "the backlog stopped growing at %d messages (%.1f MB of %.1f MB)"
                                    + " for %d s: are the producers sending, and do the consumers pause?",
                            interval.backlog(),
                            mb(interval.backlog()),
                            targetBytes / 1048576.0,
                            stallBound.toSeconds());
                    throw new IllegalStateException(detail);
                }
            }
            resumedAt = System.nanoTime();
            backlogAtResume =
                    sampler.intervals().get(sampler.intervals().size() - 1).backlog();
            worker.execute(new Command.ResumeConsumers());
            resumed = true;
        } finally {
            if (!resumed) {
                worker.execute(
                        new Command.ResumeConsumers()); // so the drain after a failure can still count what arrives
            }
        }
    }

    /** Waits with the consumers resumed until the backlog is down to the empty level, or stalls. */
    void catchUp() {
        detail = "the catch-up did not finish";
        Progress drain = new Progress(resumedAt);
        while (true) {
            IntervalResult interval = sample(CATCH_UP, resumedAt);
            if (interval.backlog() <= emptyLevel) {
                drainSeconds = (System.nanoTime() - resumedAt) / 1e9;
                verdict = BacklogReport.DRAINED;
                detail = String.format(
                        Locale.ROOT,
                        "drained to %d messages (empty level %d) in %.1f s",
                        interval.backlog(),
                        emptyLevel,
                        drainSeconds);
                return;
            }
            if (drain.stalled(interval.backlog(), false)) {
                verdict = BacklogReport.STALLED;
                detail = String.format(
                        Locale.ROOT,
                        "stalled: the backlog stayed at or above %d messages (%.1f MB)"
                                + " for %d s; consumers read %.0f msg/s while producers wrote %.0f msg/s",
                        drain.best,
                        mb(drain.best),
                        stallBound.toSeconds(),
                        interval.consumeRate(),
                        interval.publishRate());
                throw new IllegalStateException("catch-up " + detail);
            }
        }
    }

    BacklogReport report() {
        double buildSeconds =
                buildStart == 0 ? 0 : ((resumedAt == 0 ? System.nanoTime() : resumedAt) - buildStart) / 1e9;
        return new BacklogReport(
                targetBytes, targetMessages, emptyLevel, backlogAtResume, buildSeconds, drainSeconds, verdict, detail);
    }

    private IntervalResult sample(String phase, long phaseStart) {
        if (control.await(sampleInterval)) {
            detail = "cancelled: " + control.reason();
            throw new IllegalStateException(detail);
        }
        IntervalResult interval = sampler.sample(phase);
        listener.intervalSampled(interval, Duration.ofNanos(System.nanoTime() - phaseStart), Duration.ZERO);
        return interval;
    }

    private double mb(long messages) {
        return messages * (double) messageBytes / 1048576.0;
    }

    /** Tracks the best backlog seen (highest while building, lowest while draining) and when it last improved. */
    private final class Progress {
        private long best = -1;
        private long improvedAt;

        Progress(long start) {
            improvedAt = start;
        }

        boolean stalled(long backlog, boolean growing) {
            long now = System.nanoTime();
            if (best < 0 || (growing ? backlog > best : backlog < best)) {
                best = backlog;
                improvedAt = now;
                return false;
            }
            return now - improvedAt > stallBound.toNanos();
        }
    }
}

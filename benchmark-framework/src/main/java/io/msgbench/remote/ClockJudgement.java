package io.msgbench.remote;

import io.msgbench.result.ClockOffset;
import io.msgbench.result.Distribution;
import io.msgbench.result.Distribution.WorkerRecord;
import io.msgbench.result.LatencyStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How far end-to-end figures can be trusted when producer and consumer sit in different worker JVMs: a sample
 * is off by the consuming worker's clock minus the producing worker's. Between hosts the offsets estimate that
 * to within their error bounds; on one host (one kernel, one monotonic timer) it is known exactly. The figures
 * are marked when that worst case exceeds 10 % of the median.
 */
final class ClockJudgement {
    static final double MARK_ABOVE_SHARE_OF_MEDIAN = 0.10;

    private ClockJudgement() {}

    static Distribution.EndToEndClock endToEnd(List<WorkerRecord> workers, LatencyStats measuredEndToEnd) {
        double medianMicros = measuredEndToEnd.percentile(50.0) * 1_000.0;
        long bound = 0;
        boolean crossHost = false;
        for (int p = 0; p < workers.size(); p++) {
            for (int c = 0; c < workers.size(); c++) {
                WorkerRecord producer = workers.get(p);
                WorkerRecord consumer = workers.get(c);
                if (p != c && producer.producers() > 0 && consumer.consumers() > 0) {
                    boolean oneHost = oneTimer(producer, consumer);
                    crossHost |= !oneHost;
                    bound = Math.max(
                            bound,
                            oneHost ? exactMicrosApart(producer, consumer) : worstCaseMicros(producer, consumer));
                }
            }
        }
        return new Distribution.EndToEndClock(
                crossHost, bound, medianMicros, bound > MARK_ABOVE_SHARE_OF_MEDIAN * medianMicros);
    }

    private static boolean oneTimer(WorkerRecord producer, WorkerRecord consumer) {
        return producer.clockSource() != null && producer.clockSource().sharesTimerWith(consumer.clockSource());
    }

    private static long exactMicrosApart(WorkerRecord producer, WorkerRecord consumer) {
        return (producer.clockSource().nanosApartFrom(consumer.clockSource()) + 999) / 1_000;
    }

    /** The largest clock error between two workers, over the measurements before and after the run. */
    static long worstCaseMicros(WorkerRecord producer, WorkerRecord consumer) {
        long worst = 0;
        for (ClockOffset p : clocks(producer)) {
            for (ClockOffset c : clocks(consumer)) {
                long nanos = Math.abs(c.offsetNanos() - p.offsetNanos()) + c.errorBoundNanos() + p.errorBoundNanos();
                worst = Math.max(worst, nanos);
            }
        }
        return (worst + 999) / 1_000;
    }

    private static List<ClockOffset> clocks(WorkerRecord worker) {
        List<ClockOffset> clocks = new ArrayList<>();
        clocks.add(worker.clockBefore());
        if (worker.clockAfter() != null) {
            clocks.add(worker.clockAfter());
        }
        return clocks;
    }

    static String warning(Distribution.EndToEndClock clock) {
        return String.format(
                Locale.ROOT,
                "end-to-end latency spans workers whose clocks may differ by up to %.3f ms,"
                        + " more than 10 %% of the median (%.3f ms): the end-to-end figures are marked unreliable in the result"
                        + " (synchronise the clocks, or use swarm mode)",
                clock.clockErrorBoundMicros() / 1_000.0,
                clock.medianMicros() / 1_000.0);
    }
}

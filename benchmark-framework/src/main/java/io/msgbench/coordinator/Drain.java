package io.msgbench.coordinator;

import io.msgbench.result.DeliveryReport;
import io.msgbench.worker.Command;
import io.msgbench.worker.Worker;
import java.time.Duration;

/**
 * After the producers stop: waits until every subscription has received every acknowledged message,
 * or the bound passes. What is still missing then counts as lost. A long drain is sampled at the run's
 * interval, as the other phases are, so that its consume rate and backlog can be charted over time.
 */
final class Drain {
    static final String PHASE = "drain";
    private static final Duration POLL = Duration.ofMillis(200);

    private Drain() {}

    /** True when fully drained; false when the bound passed first. Samples every {@code interval} and at the end. */
    static boolean await(Worker worker, Duration timeout, IntervalSampler sampler, Duration interval) {
        boolean drained = awaitSampling(worker, timeout, sampler, interval);
        sampler.sample(PHASE);
        return drained;
    }

    private static boolean awaitSampling(Worker worker, Duration timeout, IntervalSampler sampler, Duration interval) {
        long deadline = System.nanoTime() + timeout.toNanos();
        long nextSample = System.nanoTime() + interval.toNanos();
        while (true) {
            DeliveryReport report = worker.execute(new Command.Delivery()).report();
            if (report.lost() == 0) {
                return true;
            }
            if (System.nanoTime() > deadline) {
                return false;
            }
            if (System.nanoTime() >= nextSample) {
                sampler.sample(PHASE);
                nextSample += interval.toNanos();
            }
            sleep(POLL);
        }
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

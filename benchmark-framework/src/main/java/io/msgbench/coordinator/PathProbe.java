package io.msgbench.coordinator;

import io.msgbench.config.DurationText;
import io.msgbench.worker.Command;
import io.msgbench.worker.Worker;
import java.time.Duration;

/**
 * Before any load: every producer sends a probe message, again every few seconds, until every
 * subscription has seen one from every producer of its topic. Proves the path from each producer to each
 * subscription end to end (the run's "probe" phase).
 */
final class PathProbe {
    private static final Duration RESEND_EVERY = Duration.ofSeconds(2);
    private static final Duration POLL = Duration.ofMillis(50);

    private PathProbe() {}

    static void await(Worker worker, int expectedPairs, Duration timeout, RunControl control, boolean headerOutOfBand) {
        long deadline = System.nanoTime() + timeout.toNanos();
        long nextSend = 0;
        int seen;
        while ((seen = pairsSeen(worker)) < expectedPairs) {
            long now = System.nanoTime();
            if (now > deadline) {
                throw new IllegalStateException("only " + seen + " of " + expectedPairs
                        + " subscription/producer pairs received a probe message within " + DurationText.spoken(timeout)
                        + "; are the consumers subscribed, and can they read from the start of the topic?");
            }
            if (now >= nextSend) {
                worker.execute(new Command.SendProbes(headerOutOfBand));
                nextSend = now + RESEND_EVERY.toNanos();
            }
            if (control.await(POLL)) {
                throw new IllegalStateException("cancelled: " + control.reason());
            }
        }
    }

    private static int pairsSeen(Worker worker) {
        return worker.execute(new Command.ReadProbes()).pairs().size();
    }
}

package io.msgbench.coordinator;

import io.msgbench.measure.DeliveryReport;
import io.msgbench.worker.Command;
import io.msgbench.worker.Worker;
import java.time.Duration;

/**
 * After the producers stop: waits until every subscription has received every acknowledged message,
 * or the bound passes. What is still missing then counts as lost.
 */
final class Drain {
    private static final Duration POLL = Duration.ofMillis(200);

    private Drain() {
    }

    /** True when fully drained; false when the bound passed first. */
    static boolean await(Worker worker, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            DeliveryReport report = worker.execute(new Command.Delivery()).report();
            if (report.lost() == 0) {
                return true;
            }
            if (System.nanoTime() > deadline) {
                return false;
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

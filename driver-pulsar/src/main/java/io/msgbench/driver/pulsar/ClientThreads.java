package io.msgbench.driver.pulsar;

import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * Waits for the threads of the Pulsar client and admin to end. Both finish their shutdown asynchronously:
 * netty event loops with a quiet period of about 2 s, then a task on netty's global executor, which starts
 * a thread of its own. A task that runs after the framework has closed this driver's class loader fails
 * with NoClassDefFoundError, so close() waits until none of these threads has been seen for a while.
 */
final class ClientThreads {
    /** Names of the threads that pulsar-client and pulsar-client-admin (shaded netty, AsyncHttpClient, Jersey) start. */
    private static final List<String> NAME_PARTS = List.of("pulsar-client-", "pulsar-timer", "pulsar-external-listener",
            "pulsar-admin-", "AsyncHttpClient", "globalEventExecutor", "jersey-client", "delayer-");
    /** Longer than the global executor's own 1 s quiet period, so a thread it is about to start is not missed. */
    private static final Duration QUIET = Duration.ofMillis(1_500);
    private static final long POLL_MILLIS = 50;

    private ClientThreads() {
    }

    /** @return true when no such thread was seen for {@link #QUIET}, false when that did not happen within {@code limit} */
    static boolean awaitExit(Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        long lastSeen = System.nanoTime();
        while (System.nanoTime() - lastSeen < QUIET.toNanos()) {
            if (!alive().isEmpty()) {
                lastSeen = System.nanoTime();
            }
            if (System.nanoTime() > deadline) {
                return false;
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    static Set<Thread> alive() {
        Set<Thread> threads = Thread.getAllStackTraces().keySet();
        threads.removeIf(thread -> thread == Thread.currentThread() || !thread.isAlive()
                || NAME_PARTS.stream().noneMatch(thread.getName()::contains));
        return threads;
    }
}

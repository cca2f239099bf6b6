package io.msgbench.driver.pulsar;

import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * Waits for the threads of the Pulsar client and admin to end. Both finish their shutdown asynchronously
 * (netty event loops with a quiet period, then tasks on netty's global executor); a task that runs after the
 * framework has closed this driver's class loader fails with NoClassDefFoundError.
 */
final class ClientThreads {
    /** Name prefixes of the threads that pulsar-client and pulsar-client-admin start. */
    private static final List<String> PREFIXES = List.of("pulsar-client-", "pulsar-timer", "pulsar-external-listener",
            "pulsar-admin-", "AsyncHttpClient", "globalEventExecutor");
    private static final long POLL_MILLIS = 50;

    private ClientThreads() {
    }

    /** @return true when no such thread is alive any more, false when some still are after {@code limit} */
    static boolean awaitExit(Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        while (!alive().isEmpty()) {
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
                || PREFIXES.stream().noneMatch(thread.getName()::startsWith));
        return threads;
    }
}

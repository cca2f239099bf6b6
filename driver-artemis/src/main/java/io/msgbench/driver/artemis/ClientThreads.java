package io.msgbench.driver.artemis;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The core client's Netty threads end after its close() returns (a graceful shutdown that nobody awaits). The
 * driver waits for them, so that none still runs once the framework closes the driver's class loader.
 */
final class ClientThreads {
    private static final long LIMIT_MILLIS = TimeUnit.SECONDS.toMillis(10);

    private ClientThreads() {
    }

    static void awaitGone(ClassLoader driverLoader) {
        long deadline = System.currentTimeMillis() + LIMIT_MILLIS;
        for (Thread thread : driverThreads(driverLoader)) {
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) {
                return;
            }
            try {
                thread.join(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** The threads running code of the driver's class loader (a frame whose loader has its name). */
    private static List<Thread> driverThreads(ClassLoader driverLoader) {
        String loader = driverLoader.getName();
        return Thread.getAllStackTraces().entrySet().stream()
                .filter(entry -> entry.getKey() != Thread.currentThread())
                .filter(entry -> Arrays.stream(entry.getValue())
                        .anyMatch(frame -> loader != null && loader.equals(frame.getClassLoaderName())))
                .map(Map.Entry::getKey).toList();
    }
}

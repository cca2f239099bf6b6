package io.msgbench.driver.artemis;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The core client's Netty threads end after its close() returns (a graceful shutdown that nobody awaits; event
 * loops that never ran are started then, only to end). The driver waits until none is left, so that fewer still
 * run once the framework closes the driver's class loader (NoClassDefFoundError on stderr). Not all: a CLI run
 * still shows such a stack trace now and then, after its result is written (open, see docs/drivers/artemis.md).
 */
final class ClientThreads {
    private static final long LIMIT_NANOS = TimeUnit.SECONDS.toNanos(10);

    private ClientThreads() {
    }

    static void awaitGone(ClassLoader driverLoader) {
        long deadline = System.nanoTime() + LIMIT_NANOS;
        Optional<Thread> left = driverThread(driverLoader);
        while (left.isPresent() && System.nanoTime() < deadline) {
            try {
                left.get().join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            left = driverThread(driverLoader); // asked again: a shutdown can start threads after the last look
        }
    }

    /** A thread that runs code of the driver's class loader, or was started from a call into the driver. */
    private static Optional<Thread> driverThread(ClassLoader driverLoader) {
        String loader = driverLoader.getName();
        return Thread.getAllStackTraces().entrySet().stream()
                .filter(entry -> entry.getKey() != Thread.currentThread())
                .filter(entry -> entry.getKey().getContextClassLoader() == driverLoader
                        || Arrays.stream(entry.getValue()).anyMatch(frame -> loader != null
                        && loader.equals(frame.getClassLoaderName())))
                .map(Map.Entry::getKey).findFirst();
    }
}

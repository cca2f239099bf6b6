package io.msgbench.driver.pravega;

import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * The threads the Pravega client started for this driver: started after {@link #before()} with the driver's
 * class loader as context loader (threads inherit it). The client's gRPC and netty event loops stop
 * asynchronously after close; the framework closes the driver's class loader right after, so the driver
 * waits for them rather than let them fail loading classes.
 */
final class DriverThreads {
    /** The JDK's timer for CompletableFuture.orTimeout: lives for the JVM, whoever started it. */
    private static final String JDK_DELAY_SCHEDULER = "CompletableFutureDelayScheduler";

    private final Set<Thread> existing;
    private final ClassLoader loader;

    private DriverThreads(Set<Thread> existing, ClassLoader loader) {
        this.existing = existing;
        this.loader = loader;
    }

    /** Notes the threads alive now; only later ones count as the client's. */
    static DriverThreads before() {
        return new DriverThreads(Set.copyOf(Thread.getAllStackTraces().keySet()), DriverThreads.class.getClassLoader());
    }

    /** Waits, at most {@code limit}, until the client's threads have ended; returns the names of those left. */
    List<String> awaitExit(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        List<Thread> alive = alive();
        while (!alive.isEmpty() && System.nanoTime() < deadline) {
            alive.get(0).join(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
            alive = alive();
        }
        return alive.stream().map(Thread::getName).toList();
    }

    private List<Thread> alive() {
        Thread self = Thread.currentThread();
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t != self && t.isAlive() && !existing.contains(t) && t.getContextClassLoader() == loader
                        && !t.getName().equals(JDK_DELAY_SCHEDULER))
                .toList();
    }
}

package io.msgbench.driver.pravega;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Named daemon threads with the driver's class loader, so a forgotten close never keeps the JVM alive. */
final class DaemonThreads {
    private DaemonThreads() {}

    static ThreadFactory named(String prefix) {
        AtomicInteger number = new AtomicInteger();
        ClassLoader driverLoader = DaemonThreads.class.getClassLoader();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix + "-" + number.incrementAndGet());
            thread.setDaemon(true);
            thread.setContextClassLoader(driverLoader);
            return thread;
        };
    }
}

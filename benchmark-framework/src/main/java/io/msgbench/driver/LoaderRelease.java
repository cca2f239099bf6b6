package io.msgbench.driver;

import java.io.IOException;
import java.net.URLClassLoader;
import java.time.Duration;
import java.util.Arrays;

/**
 * Closes a driver's class loader once no thread runs its code any more. Client libraries finish their shutdown on
 * threads of their own after {@code close()} returns (Netty's graceful shutdown, a task on a global executor); a
 * loader closed under them makes them fail with NoClassDefFoundError on stderr. So the loader is closed from a
 * daemon thread once no such thread has been seen for {@link #QUIET}. One that never ends keeps the loader open
 * (checked for {@link #GIVE_UP_AFTER}); a CLI run exits first either way.
 */
final class LoaderRelease {
    /** Longer than Netty's global executor's 1 s quiet period, so a thread it is about to start is not missed. */
    static final Duration QUIET = Duration.ofMillis(1_500);

    private static final Duration POLL = Duration.ofMillis(250);
    private static final Duration GIVE_UP_AFTER = Duration.ofMinutes(10);

    private LoaderRelease() {}

    static void closeWhenUnused(URLClassLoader loader) {
        Thread closer = new Thread(() -> awaitUnusedThenClose(loader), "msgbench-release-" + loader.getName());
        closer.setContextClassLoader(LoaderRelease.class.getClassLoader());
        closer.setDaemon(true);
        closer.start();
    }

    private static void awaitUnusedThenClose(URLClassLoader loader) {
        long start = System.nanoTime();
        long lastSeen = start;
        while (System.nanoTime() - lastSeen < QUIET.toNanos()) {
            if (System.nanoTime() - start > GIVE_UP_AFTER.toNanos()) {
                return; // a thread of the driver's never ended: it keeps its classes
            }
            if (anyThreadUses(loader)) {
                lastSeen = System.nanoTime();
            }
            try {
                Thread.sleep(POLL.toMillis());
            } catch (InterruptedException e) {
                return;
            }
        }
        try {
            loader.close();
        } catch (IOException ignored) {
            // its jars stay open until the JVM ends
        }
    }

    /** A thread other than this one that was started from a call into the driver or runs the driver's code. */
    static boolean anyThreadUses(ClassLoader loader) {
        String name = loader.getName();
        return Thread.getAllStackTraces().entrySet().stream()
                .filter(entry -> entry.getKey() != Thread.currentThread())
                .anyMatch(entry -> entry.getKey().getContextClassLoader() == loader
                        || (name != null
                                && Arrays.stream(entry.getValue())
                                        .anyMatch(frame -> name.equals(frame.getClassLoaderName()))));
    }
}

package io.msgbench.cli;

/** How the command-line entry points end their JVM. */
final class ProcessExit {
    private ProcessExit() {}

    /**
     * Exits with {@code code}, unless a signal (Ctrl-C, SIGTERM) has already begun the JVM's exit: that exit
     * ends with the signal's own status (130, 143) once the shutdown hooks are done. A {@code System.exit} with
     * a non-zero code between the hooks' end and that halt halts at once with its own code, so a SIGTERM would
     * sometimes end as 130.
     */
    static void exit(int code) {
        if (jvmIsStopping()) {
            awaitTheJvmsOwnExit();
        }
        System.exit(code);
    }

    /** The JVM refuses new shutdown hooks once its exit has begun. */
    private static boolean jvmIsStopping() {
        Thread probe = new Thread(() -> {});
        try {
            Runtime.getRuntime().addShutdownHook(probe);
        } catch (IllegalStateException stopping) {
            return true;
        }
        Runtime.getRuntime().removeShutdownHook(probe);
        return false;
    }

    @SuppressWarnings("InfiniteLoopStatement")
    private static void awaitTheJvmsOwnExit() {
        while (true) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // keep waiting: the halt ends this thread
            }
        }
    }
}

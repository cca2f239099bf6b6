package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** A process's state as the kernel shows it in /proc: whether a SIGSTOP (a paused broker) has taken hold. */
final class ProcessState {
    private ProcessState() {}

    /**
     * The kernel applies a signal after kill(1) returns: asks every 10 ms until {@code process} is stopped (state
     * T) or, with {@code stopped} false, running again; {@code name} says which process in a failure.
     */
    static void await(ProcessHandle process, String name, boolean stopped) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // a hang guard
        while (letter(process).equals("T") != stopped) {
            assertThat(System.nanoTime())
                    .as("%s %s", name, stopped ? "never stopped" : "never continued")
                    .isLessThan(deadline);
            Thread.sleep(10);
        }
    }

    /** The process state letter from /proc: T = stopped by a signal. */
    static String letter(ProcessHandle process) throws IOException {
        String stat = Files.readString(Path.of("/proc", Long.toString(process.pid()), "stat"));
        return stat.substring(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    }
}

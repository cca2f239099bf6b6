package io.msgbench.embedded;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Signals for an embedded broker's child JVM. Started by {@code setsid} ({@link OwnSession}), it leads a process
 * group of its own, and a broker that is a native server (RabbitMQ, NATS, Redis, Mosquitto) runs in that group as
 * the JVM's child: a fault then signals the whole group, so that it reaches the server, not only its launcher.
 */
final class BrokerSignals {
    private static final long KILL_WAIT_SECONDS = 30;

    private BrokerSignals() {}

    /** {@code kill -SIGNAL} to the process's group when it leads one, else to the process alone. */
    static void send(Process process, String signal, String type) {
        if (!process.isAlive()) {
            throw new EmbeddedBrokerException("embedded " + type + " broker is not running");
        }
        String target = target(process.pid());
        try {
            Process kill = new ProcessBuilder("kill", "-" + signal, "--", target)
                    .redirectErrorStream(true)
                    .start();
            String output = new String(kill.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (kill.waitFor() != 0) {
                throw new EmbeddedBrokerException("kill -" + signal + " " + target + " failed: " + output);
            }
        } catch (IOException e) {
            throw new EmbeddedBrokerException(
                    "cannot send SIG" + signal + " to the embedded " + type + " broker: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EmbeddedBrokerException("interrupted while signalling the embedded " + type + " broker");
        }
    }

    /** SIGKILL to the group (the JVM and any server it started), then waits for the JVM to be gone. */
    static void killAndWait(Process process) {
        if (process.isAlive() && leadsItsGroup(process.pid())) {
            try {
                new ProcessBuilder("kill", "-KILL", "--", "-" + process.pid())
                        .start()
                        .waitFor();
            } catch (IOException e) {
                // falls back to killing the JVM alone, below
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        try {
            process.destroyForcibly().waitFor(KILL_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String target(long pid) {
        return leadsItsGroup(pid) ? "-" + pid : Long.toString(pid);
    }

    /** Whether the process is its group's leader (field 5 of /proc/PID/stat is the group id). */
    static boolean leadsItsGroup(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ", -1);
            return Long.parseLong(fields[2]) == pid;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}

package io.msgbench.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A launcher started in its own session with a native server as its child, as an embedded RabbitMQ or Redis
 * runs: pause, resume and kill must reach the server, not only the launcher.
 */
class BrokerSignalsTest {

    @Test
    void pauseResumeAndKillReachTheServerTheLauncherStarted(@TempDir Path dir) throws Exception {
        Path serverPid = dir.resolve("server.pid");
        List<String> command = new ArrayList<>(OwnSession.prefix());
        command.addAll(List.of("sh", "-c", "sleep 600 & echo $! > " + serverPid + "; wait"));
        Process launcher = new ProcessBuilder(command).start();
        try {
            long server = awaitPid(serverPid);
            assertThat(BrokerSignals.leadsItsGroup(launcher.pid()))
                    .as("the launcher leads its own group")
                    .isTrue();

            BrokerSignals.send(launcher, "STOP", "test");
            assertThat(awaitState(server, 'T')).as("the server is stopped").isEqualTo('T');
            BrokerSignals.send(launcher, "CONT", "test");
            assertThat(awaitState(server, 'S'))
                    .as("the server runs (sleeps) again")
                    .isEqualTo('S');

            BrokerSignals.killAndWait(launcher);
            assertThat(launcher.isAlive()).isFalse();
            assertThat(gone(server)).as("the server was killed too").isTrue();
        } finally {
            launcher.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static long awaitPid(Path file) throws Exception {
        while (!Files.exists(file) || Files.readString(file).isBlank()) {
            Thread.sleep(20);
        }
        return Long.parseLong(Files.readString(file).strip());
    }

    /** The state letter of /proc/PID/stat once it is {@code wanted} ('X' when the process is gone). */
    private static char awaitState(long pid, char wanted) throws InterruptedException {
        char state = 0;
        for (int i = 0; i < 1_000 && state != wanted; i++) { // a guard against a hang, not a time limit
            state = state(pid);
            Thread.sleep(10);
        }
        return state;
    }

    private static char state(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            return stat.charAt(stat.lastIndexOf(')') + 2);
        } catch (IOException e) {
            return 'X';
        }
    }

    /** Gone, or a zombie nobody has reaped yet: either way it runs no more. */
    private static boolean gone(long pid) throws InterruptedException {
        for (int i = 0; i < 1_000; i++) { // a guard against a hang, not a time limit
            char state = state(pid);
            if (state == 'X' || state == 'Z') {
                return true;
            }
            Thread.sleep(10);
        }
        return false;
    }
}

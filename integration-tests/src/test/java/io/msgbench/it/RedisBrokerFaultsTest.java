package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.embedded.EmbeddedBroker;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The broker faults on the embedded Redis broker reach redis-server itself, which runs as the child process of
 * the broker's JVM: pause-broker freezes it (SIGSTOP), resume thaws it, kill-broker takes it down with the JVM.
 * restart-broker is refused before the run (RedisCliTest). A broker of its own, not RedisBroker's.
 */
class RedisBrokerFaultsTest {

    @Test
    void pauseFreezesTheRedisServerProcessAndKillEndsIt() throws Exception {
        try (EmbeddedBroker broker =
                EmbeddedBroker.start(KafkaBroker.home(), RedisBroker.EVERYSEC, Duration.ofSeconds(60))) {
            ProcessHandle server = redisServer(broker.pid());

            broker.pause();
            ProcessState.await(server, "redis-server", true);
            broker.resume();
            ProcessState.await(server, "redis-server", false);

            broker.kill();
            server.onExit().get(60, TimeUnit.SECONDS); // a hang guard: without the signal it never exits
            assertThat(server.isAlive()).isFalse();
        }
    }

    private static ProcessHandle redisServer(long brokerPid) {
        List<ProcessHandle> servers = ProcessHandle.of(brokerPid)
                .orElseThrow()
                .children()
                .filter(child -> comm(child).equals("redis-server"))
                .toList();
        assertThat(servers).as("redis-server among the broker JVM's children").hasSize(1);
        return servers.get(0);
    }

    /**
     * The name the process was started as: Debian's /usr/bin/redis-server is a link to redis-check-rdb, which
     * is what ProcessHandle's command (the executable) says.
     */
    private static String comm(ProcessHandle process) {
        try {
            return Files.readString(Path.of("/proc", Long.toString(process.pid()), "comm"))
                    .strip();
        } catch (IOException e) {
            return "";
        }
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.EmbeddedBroker;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The broker faults on the embedded NATS broker reach nats-server itself, which runs as the child process of
 * the broker's JVM: pause-broker freezes it (SIGSTOP), resume thaws it, kill-broker takes it down with the JVM.
 * restart-broker is refused before the run (BrokerFaultRefusalTest). A broker of its own, not NatsBroker's.
 */
class NatsBrokerFaultsTest {

    @Test
    void pauseFreezesTheNatsServerProcessAndKillEndsIt() throws Exception {
        try (EmbeddedBroker broker =
                EmbeddedBroker.start(KafkaBroker.home(), EmbeddedBrokerSpec.of("nats"), Duration.ofSeconds(60))) {
            ProcessHandle server = natsServer(broker.pid());

            broker.pause();
            ProcessState.await(server, "nats-server", true);
            broker.resume();
            ProcessState.await(server, "nats-server", false);

            broker.kill();
            server.onExit().get(60, TimeUnit.SECONDS); // a hang guard: without the signal it never exits
            assertThat(server.isAlive()).isFalse();
        }
    }

    private static ProcessHandle natsServer(long brokerPid) {
        List<ProcessHandle> servers = ProcessHandle.of(brokerPid)
                .orElseThrow()
                .children()
                .filter(child -> child.info().command().orElse("").endsWith("nats-server"))
                .toList();
        assertThat(servers).as("nats-server among the broker JVM's children").hasSize(1);
        return servers.get(0);
    }
}

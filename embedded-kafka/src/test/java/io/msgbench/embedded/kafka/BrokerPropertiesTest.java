package io.msgbench.embedded.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.embedded.launcher.Loopback;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class BrokerPropertiesTest {

    @Test
    void combinedKraftNodeOnLoopbackWithOverridesOnTop() {
        Properties p = BrokerProperties.build(
                19092,
                19093,
                Path.of("/tmp/w/data"),
                Map.of("log.flush.interval.messages", "1", "group.initial.rebalance.delay.ms", "10"));

        assertThat(p)
                .containsEntry("process.roles", "broker,controller")
                .containsEntry("node.id", "1")
                .containsEntry("controller.quorum.voters", "1@127.0.0.1:19093")
                .containsEntry("listeners", "PLAINTEXT://127.0.0.1:19092,CONTROLLER://127.0.0.1:19093")
                .containsEntry("advertised.listeners", "PLAINTEXT://127.0.0.1:19092")
                .containsEntry("log.dirs", "/tmp/w/data")
                .containsEntry("offsets.topic.replication.factor", "1")
                .containsEntry("transaction.state.log.replication.factor", "1")
                .containsEntry("log.flush.interval.messages", "1")
                .containsEntry("group.initial.rebalance.delay.ms", "10");
    }

    @Test
    void freePortCanBeBoundOnLoopback() throws Exception {
        int port = BrokerProperties.freePort();
        try (ServerSocket socket = new ServerSocket(port, 1, Loopback.ADDRESS)) {
            assertThat(socket.getLocalPort()).isEqualTo(port);
        }
    }
}

package io.msgbench.embedded.rabbitmq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RabbitMqNodeConfigTest {

    @Test
    void aNodeOfItsOwnOnThreeFreeLoopbackPortsWithEveryFolderInTheWorkFolder(@TempDir Path dir) throws Exception {
        NodeConfig config = NodeConfig.withFreePorts(dir, Map.of("consumer_timeout", "3600000"));
        Map<String, String> env = config.environment();

        assertThat(Set.of(config.amqpPort(), config.distPort(), config.epmdPort()))
                .hasSize(3);
        assertThat(config.amqpUri()).isEqualTo("amqp://127.0.0.1:" + config.amqpPort());
        assertThat(env)
                .containsEntry("RABBITMQ_NODE_IP_ADDRESS", "127.0.0.1")
                .containsEntry("RABBITMQ_NODE_PORT", Integer.toString(config.amqpPort()))
                .containsEntry("RABBITMQ_DIST_PORT", Integer.toString(config.distPort()))
                .containsEntry("ERL_EPMD_PORT", Integer.toString(config.epmdPort()))
                .containsEntry("RABBITMQ_NODENAME", "msgbench-" + config.amqpPort() + "@localhost")
                .containsEntry("HOME", dir.toString());
        env.entrySet().stream()
                .filter(e -> e.getKey().endsWith("_FILE") || e.getKey().endsWith("_BASE"))
                .forEach(e -> assertThat(Path.of(e.getValue())).as(e.getKey()).startsWithRaw(dir));
        assertThat(env.get("RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS")).contains("inet_dist_use_interface {127,0,0,1}");
        assertThat(config.text()).contains("log.console = true\n").endsWith("consumer_timeout = 3600000\n");
    }

    @Test
    void aMissingServerIsOneLineSayingHowToInstallIt(@TempDir Path dir) {
        assertThatThrownBy(() -> RabbitMqServerBinary.find(dir))
                .hasMessage("rabbitmq-server is not installed (no " + dir.resolve("rabbitmq-server")
                        + "); install it with: bin/install-broker rabbitmq");
    }
}

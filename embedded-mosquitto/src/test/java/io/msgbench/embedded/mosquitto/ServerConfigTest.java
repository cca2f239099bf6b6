package io.msgbench.embedded.mosquitto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerConfigTest {

    @Test
    void listensOnLoopbackWithPersistenceInTheWorkFolderAndNoQueueCap(@TempDir Path dir) throws Exception {
        ServerConfig config = ServerConfig.withFreePort(dir, Map.of());

        assertThat(config.url()).isEqualTo("tcp://127.0.0.1:" + config.port());
        assertThat(config.text())
                .contains("listener " + config.port() + " 127.0.0.1\n")
                .contains("persistence_location " + dir.resolve("data") + "/\n")
                .contains("persistence true\n")
                .contains("max_queued_messages 0\n")
                .contains("allow_anonymous true\n");
        assertThat(config.durability("2.0.11"))
                .startsWith("mosquitto 2.0.11, one node")
                .contains("persistence on")
                .contains("every 1800 s");
    }

    @Test
    void settingsReplaceTheDefaultsAndPersistenceOffIsStated(@TempDir Path dir) throws Exception {
        ServerConfig config =
                ServerConfig.withFreePort(dir, Map.of("persistence", "false", "max_inflight_messages", "100"));

        assertThat(config.text())
                .contains("persistence false\n")
                .doesNotContain("persistence true")
                .contains("max_inflight_messages 100\n");
        assertThat(config.durability("2.0.11")).contains("persistence off").contains("lost when it stops");
    }

    @Test
    void aSettingMsgbenchOwnsIsRefused(@TempDir Path dir) {
        assertThatThrownBy(() -> ServerConfig.withFreePort(dir, Map.of("listener", "1883")))
                .hasMessage(
                        "listener: msgbench sets it itself (the port, address, user, data and log files of the broker it starts)");
    }

    @Test
    void readsTheVersionFromTheHelpText() {
        assertThat(MosquittoBinary.parseVersion("mosquitto version 2.0.11\n\nmosquitto is an MQTT v5.0"))
                .contains("2.0.11");
    }

    @Test
    void aMissingBrokerIsOneLineSayingHowToInstallIt(@TempDir Path dir) {
        assertThatThrownBy(() -> MosquittoBinary.COMMAND
                        .in(dir.resolve("sbin").toString())
                        .find(dir.toString()))
                .hasMessage("mosquitto is not installed (not on the PATH nor in " + dir.resolve("sbin")
                        + "); install it with: bin/install-broker mosquitto");
    }

    @Test
    void findsTheBrokerOnThePathFirst(@TempDir Path dir) throws Exception {
        Path binary = Files.createFile(dir.resolve("mosquitto"));
        binary.toFile().setExecutable(true);

        assertThat(MosquittoBinary.COMMAND.in("/nowhere").find(dir.toString())).isEqualTo(binary);
    }
}

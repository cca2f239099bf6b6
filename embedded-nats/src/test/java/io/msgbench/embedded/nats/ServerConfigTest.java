package io.msgbench.embedded.nats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerConfigTest {

    @Test
    void serversOnLoopbackWithJetStreamInTheWorkFolderAndTheSettingsInItsBlock(@TempDir Path dir) throws Exception {
        ServerConfig config = ServerConfig.withFreePort(dir, Map.of("max_file_store", "1G"));

        assertThat(config.url()).isEqualTo("nats://127.0.0.1:" + config.port());
        assertThat(config.text())
                .contains("listen: 127.0.0.1:" + config.port() + "\n")
                .contains("jetstream {\n  store_dir: \"" + dir.resolve("jetstream") + "\"\n  max_file_store: 1G\n}");
    }

    @Test
    void aMissingServerIsOneLineSayingHowToInstallIt(@TempDir Path dir) {
        assertThatThrownBy(() -> EmbeddedNatsMain.SERVER
                        .in(dir.resolve("sbin").toString())
                        .find(dir.toString()))
                .hasMessage("nats-server is not installed (not on the PATH nor in " + dir.resolve("sbin")
                        + "); install it with: bin/install-broker nats");
    }

    @Test
    void findsTheServerOnThePathFirst(@TempDir Path dir) throws Exception {
        Path binary = Files.createFile(dir.resolve("nats-server"));
        binary.toFile().setExecutable(true);

        assertThat(EmbeddedNatsMain.SERVER.in("/nowhere").find(dir.toString())).isEqualTo(binary);
    }
}

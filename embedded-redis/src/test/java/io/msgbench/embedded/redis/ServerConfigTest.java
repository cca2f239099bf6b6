package io.msgbench.embedded.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerConfigTest {

    @Test
    void loopbackOnlyDataInTheWorkFolderSnapshotsAndAofOffByDefault(@TempDir Path dir) throws Exception {
        ServerConfig config = ServerConfig.withFreePort(dir, Map.of());

        assertThat(config.port()).isPositive();
        assertThat(config.text())
                .contains(
                        "bind 127.0.0.1\n",
                        "port " + config.port() + "\n",
                        "dir \"" + dir.resolve("data") + "\"\n",
                        "save \"\"\n",
                        "appendonly no\n");
    }

    @Test
    void settingsReplaceTheDefaultDirectiveOfTheirName(@TempDir Path dir) throws Exception {
        String text = ServerConfig.withFreePort(dir, Map.of("appendonly", "yes", "appendfsync", "always"))
                .text();

        assertThat(text)
                .contains("appendonly yes\n", "appendfsync always\n")
                .doesNotContain("appendonly no")
                .doesNotContain("appendfsync everysec");
    }

    @Test
    void theVersionIsReadFromInfo() {
        assertThat(ReadinessProbe.version("# Server\r\nredis_version:7.0.15\r\nredis_mode:standalone\r\n"))
                .isEqualTo("7.0.15");
    }

    @Test
    void aMissingServerIsOneLineSayingHowToInstallIt(@TempDir Path dir) {
        assertThatThrownBy(() -> EmbeddedRedisMain.SERVER
                        .in(dir.resolve("bin").toString())
                        .find(dir.toString()))
                .hasMessage("redis-server is not installed (not on the PATH nor in " + dir.resolve("bin")
                        + "); install it with: bin/install-broker redis");
    }

    @Test
    void findsTheServerOnThePathFirst(@TempDir Path dir) throws Exception {
        Path binary = Files.createFile(dir.resolve("redis-server"));
        binary.toFile().setExecutable(true);

        assertThat(EmbeddedRedisMain.SERVER.in("/nowhere").find(dir.toString())).isEqualTo(binary);
    }
}

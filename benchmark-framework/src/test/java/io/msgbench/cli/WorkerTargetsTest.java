package io.msgbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.config.ConfigException;
import io.msgbench.coordinator.SplitMode;
import io.msgbench.remote.ClusterSpec;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkerTargetsTest {
    @TempDir
    Path dir;

    @Test
    void noWorkersMeansALocalRun() {
        assertThat(WorkerTargets.LOCAL.resolve()).isEmpty();
    }

    @Test
    void workersFromTheCommandLineWithTokenAndMode() throws Exception {
        Path token = Files.writeString(dir.resolve("token"), "0123456789abcdef0123\nignored\n");
        ClusterSpec spec = new WorkerTargets(List.of("http://h1:8090", "http://h2:8090/"), null, token, "swarm")
                .resolve().orElseThrow();
        assertThat(spec.urls()).containsExactly(URI.create("http://h1:8090"), URI.create("http://h2:8090"));
        assertThat(spec.token()).contains("0123456789abcdef0123");
        assertThat(spec.mode()).isEqualTo(SplitMode.SWARM);
        assertThat(spec.allLoopback()).isFalse();
    }

    @Test
    void theModeOptionOverridesTheFileAndSplitIsTheDefault() throws Exception {
        Path file = Files.writeString(dir.resolve("workers.yaml"), "workers: [http://127.0.0.1:1]\nmode: swarm\n");
        assertThat(new WorkerTargets(List.of(), file, null, "split").resolve().orElseThrow().mode()).isEqualTo(SplitMode.SPLIT);
        assertThat(new WorkerTargets(List.of(), file, null, null).resolve().orElseThrow().mode()).isEqualTo(SplitMode.SWARM);
        assertThat(new WorkerTargets(List.of("http://127.0.0.1:1"), null, null, null).resolve().orElseThrow().mode())
                .isEqualTo(SplitMode.SPLIT);
    }

    @Test
    void wrongOptionsAreOneLineEach() throws Exception {
        assertThatThrownBy(() -> new WorkerTargets(List.of("h1:8090"), null, null, null).resolve())
                .isInstanceOf(ConfigException.class).hasMessage("--workers: 'h1:8090' is not a worker URL; expected http://HOST:PORT");
        assertThatThrownBy(() -> new WorkerTargets(List.of("http://h:1", "http://h:1"), null, null, null).resolve())
                .hasMessageContaining("listed twice");
        assertThatThrownBy(() -> new WorkerTargets(List.of("http://h:1"), null, null, "fast").resolve())
                .hasMessage("--mode: expected split or swarm, got 'fast'");
        assertThatThrownBy(() -> new WorkerTargets(List.of(), null, null, "swarm").resolve())
                .hasMessageContaining("only for distributed runs");
        Path shortToken = Files.writeString(dir.resolve("short"), "abc\n");
        assertThatThrownBy(() -> new WorkerTargets(List.of("http://h:1"), null, shortToken, null).resolve())
                .hasMessageContaining("at least 16 characters").hasMessageNotContaining("abc");
    }
}

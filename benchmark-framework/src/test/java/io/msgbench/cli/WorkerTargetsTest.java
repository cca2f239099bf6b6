package io.msgbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.config.ConfigException;
import io.msgbench.coordinator.SplitMode;
import io.msgbench.remote.ClusterSpec;
import java.net.URI;
import java.nio.charset.StandardCharsets;
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
                .resolve()
                .orElseThrow();
        assertThat(spec.urls()).containsExactly(URI.create("http://h1:8090"), URI.create("http://h2:8090"));
        assertThat(spec.token()).contains("0123456789abcdef0123");
        assertThat(spec.mode()).isEqualTo(SplitMode.SWARM);
        assertThat(spec.allLoopback()).isFalse();
    }

    @Test
    void theModeOptionOverridesTheFileAndSplitIsTheDefault() throws Exception {
        Path file = Files.writeString(dir.resolve("workers.yaml"), "workers: [http://127.0.0.1:1]\nmode: swarm\n");
        assertThat(new WorkerTargets(List.of(), file, null, "split")
                        .resolve()
                        .orElseThrow()
                        .mode())
                .isEqualTo(SplitMode.SPLIT);
        assertThat(new WorkerTargets(List.of(), file, null, null)
                        .resolve()
                        .orElseThrow()
                        .mode())
                .isEqualTo(SplitMode.SWARM);
        assertThat(new WorkerTargets(List.of("http://127.0.0.1:1"), null, null, null)
                        .resolve()
                        .orElseThrow()
                        .mode())
                .isEqualTo(SplitMode.SPLIT);
    }

    @Test
    void wrongOptionsAreOneLineEach() throws Exception {
        assertThatThrownBy(() -> new WorkerTargets(List.of("h1:8090"), null, null, null).resolve())
                .isInstanceOf(ConfigException.class)
                .hasMessage("--workers: 'h1:8090' is not a worker URL; expected http://HOST:PORT");
        assertThatThrownBy(() -> new WorkerTargets(List.of("http://h:1", "http://h:1"), null, null, null).resolve())
                .hasMessageContaining("listed twice");
        assertThatThrownBy(() -> new WorkerTargets(List.of("http://h:1"), null, null, "fast").resolve())
                .hasMessage("--mode: expected split, swarm or extra-consumers, got 'fast'");
        assertThatThrownBy(() -> new WorkerTargets(List.of(), null, null, "swarm").resolve())
                .hasMessageContaining("only for distributed runs");
        Path shortToken = Files.writeString(dir.resolve("short"), "abc\n");
        assertThatThrownBy(() -> new WorkerTargets(List.of("http://h:1"), null, shortToken, null).resolve())
                .hasMessageContaining("at least 16 characters")
                .hasMessageNotContaining("abc");
    }

    /** OMB's habit: with no workers named, the current folder's workers.yaml names them, and the run says so. */
    @Test
    void theFoldersWorkersFileIsReadWhenNoWorkersAreNamed() throws Exception {
        Files.writeString(dir.resolve("workers.yaml"), "workers:\n  - http://127.0.0.1:1\n  - http://127.0.0.1:2\n");
        var notes = new java.io.ByteArrayOutputStream();
        WorkerTargets targets = WorkerTargets.fromOptions(
                List.of(), null, null, null, false, dir, new java.io.PrintStream(notes, true, StandardCharsets.UTF_8));
        assertThat(targets.resolve().orElseThrow().urls()).hasSize(2);
        assertThat(notes.toString(StandardCharsets.UTF_8)).contains("Workers from workers.yaml in the current folder");

        var quiet = new java.io.ByteArrayOutputStream();
        WorkerTargets named = WorkerTargets.fromOptions(
                List.of("http://127.0.0.1:3"),
                null,
                null,
                null,
                false,
                dir,
                new java.io.PrintStream(quiet, true, StandardCharsets.UTF_8));
        assertThat(named.resolve().orElseThrow().urls()).containsExactly(URI.create("http://127.0.0.1:3"));
        assertThat(quiet.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(WorkerTargets.fromOptions(
                                List.of(),
                                null,
                                null,
                                null,
                                false,
                                dir.resolve("elsewhere"),
                                new java.io.PrintStream(quiet, true, StandardCharsets.UTF_8))
                        .resolve())
                .isEmpty();
    }

    @Test
    void extraConsumersIsTheExtraConsumersModeAndConflictsWithAnother() {
        assertThat(new WorkerTargets(List.of("http://h:1"), null, null, null, true)
                        .resolve()
                        .orElseThrow()
                        .mode())
                .isEqualTo(SplitMode.EXTRA_CONSUMERS);
        assertThat(new WorkerTargets(List.of("http://h:1"), null, null, "extra-consumers", true)
                        .resolve()
                        .orElseThrow()
                        .mode())
                .isEqualTo(SplitMode.EXTRA_CONSUMERS);
        assertThatThrownBy(() -> new WorkerTargets(List.of("http://h:1"), null, null, "swarm", true).resolve())
                .hasMessage("-x/--extra: means --mode extra-consumers; it cannot be combined with --mode swarm");
        assertThatThrownBy(() -> new WorkerTargets(List.of(), null, null, null, true).resolve())
                .hasMessage("-x/--extra: only for distributed runs; give --workers or --workers-file");
    }
}

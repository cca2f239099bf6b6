package io.msgbench.remote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.config.ConfigException;
import io.msgbench.coordinator.SplitMode;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkersFileTest {
    @TempDir
    Path dir;

    private Path write(String text) throws Exception {
        return Files.writeString(dir.resolve("workers.yaml"), text);
    }

    @Test
    void readsTheDeployScriptsFormat() throws Exception {
        WorkersFile.Workers workers = WorkersFile.load(write("""
                workers:
                  - http://10.0.0.11:8090
                  - http://10.0.0.12:8090
                mode: swarm
                """));
        assertThat(workers.urls())
                .containsExactly(URI.create("http://10.0.0.11:8090"), URI.create("http://10.0.0.12:8090"));
        assertThat(workers.mode()).contains(SplitMode.SWARM);
        assertThat(WorkersFile.load(write("workers: [http://h:1]\n")).mode()).isEmpty();
    }

    @Test
    void unknownKeysBadUrlsAndBadModesNameFileAndLine() throws Exception {
        Path file = write("""
                workers:
                  - 10.0.0.11:8090
                mode: fast
                wokers: 1
                """);
        assertThatThrownBy(() -> WorkersFile.load(file))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining(
                        file + ":2: workers: '10.0.0.11:8090' is not a worker URL; expected http://HOST:PORT")
                .hasMessageContaining(file + ":3: mode: expected split, swarm or extra-consumers, got 'fast'")
                .hasMessageContaining(file + ":4: wokers: unknown key (did you mean 'workers'?)");
    }

    @Test
    void theListMustNotBeMissingOrEmpty() throws Exception {
        Path missing = write("mode: split\n");
        assertThatThrownBy(() -> WorkersFile.load(missing)).hasMessageContaining("workers: missing");
        Path empty = write("workers: []\n");
        assertThatThrownBy(() -> WorkersFile.load(empty))
                .hasMessageContaining(empty + ":1: workers: the list is empty");
    }
}

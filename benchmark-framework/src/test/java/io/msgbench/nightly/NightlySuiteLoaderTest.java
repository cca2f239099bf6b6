package io.msgbench.nightly;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.config.ConfigException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The suite file is read strictly: every mistake is one line naming file, line and key. */
class NightlySuiteLoaderTest {
    private static final Path REPO_ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private Path suite(String text) throws IOException {
        Files.writeString(dir.resolve("w.yaml"), "name: w\n");
        return Files.writeString(dir.resolve("suite.yaml"), "workloads: [w.yaml]\ndrivers: [w.yaml]\n" + text);
    }

    private String problems(Path file) {
        try {
            NightlySuiteLoader.load(file, REPO_ROOT);
        } catch (ConfigException e) {
            return e.getMessage();
        }
        throw new AssertionError(file + " loaded without a problem");
    }

    @Test
    void readsEveryKeyAndResolvesFilesBesideTheSuite() throws IOException {
        NightlySuite suite = NightlySuiteLoader.load(suite("""
                repeats: 3
                set: [testDuration=5s]
                history: h
                gates:
                  figures: [publish rate, Publishing p99 (ms)]
                  bounds: ["publishing p99 <= 20 ms", "lost = 0"]
                  window: 4
                  significance: 0.05
                  permutations: 99
                  seed: 7
                  minChange: 0.1
                """), REPO_ROOT);
        assertThat(suite.workloads()).containsExactly(dir.resolve("w.yaml"));
        assertThat(suite.workloadRuns()).hasSize(3);
        assertThat(suite.overrides()).containsExactly("testDuration=5s");
        assertThat(suite.history()).isEqualTo(Path.of("h"));
        assertThat(suite.gates())
                .isEqualTo(new Gates(
                        java.util.List.of("publish rate (msg/s)", "Publishing p99 (ms)"),
                        java.util.List.of(new Bound("Publishing p99 (ms)", "<=", 20), new Bound("lost", "=", 0)),
                        4,
                        0.05,
                        99,
                        7,
                        0.1));
    }

    @Test
    void theShippedSuitesLoad() {
        for (String name : new String[] {"embedded.yaml", "cluster.yaml"}) {
            NightlySuite suite = NightlySuiteLoader.load(
                    REPO_ROOT.resolve("workloads/nightly").resolve(name), REPO_ROOT);
            assertThat(suite.workloads()).allMatch(Files::isRegularFile);
            assertThat(suite.drivers()).allMatch(Files::isRegularFile);
        }
    }

    @Test
    void anUnknownKeyNamesItsLineAndTheNearestKey() throws IOException {
        Path file = suite("repeat: 2\n");
        assertThat(problems(file)).isEqualTo(file + ":3: repeat: unknown key (did you mean 'repeats'?)");
    }

    @Test
    void anUnknownGateKeyAndABadBoundAreNamed() throws IOException {
        Path file = suite("gates:\n  windows: 3\n  bounds: [\"publishing p99 is small\", \"publising p99 < 3\"]\n");
        assertThat(problems(file).lines())
                .containsExactly(
                        file + ":3: gates.windows: unknown key (did you mean 'gates.window'?)",
                        file + ":3: gates.bounds[0]: expected FIGURE OP NUMBER (OP one of <=, <, >=, >, =), e.g. "
                                + "'publishing p99 <= 20', got 'publishing p99 is small'",
                        file
                                + ":3: gates.bounds[1]: unknown figure 'publising p99' (did you mean 'Publishing p99 (ms)'?)");
    }

    @Test
    void aMissingWorkloadFileIsNamed() throws IOException {
        Path file = Files.writeString(dir.resolve("s.yaml"), "workloads: [nope.yaml]\ndrivers: []\n");
        assertThat(problems(file))
                .startsWith(file + ":1: workloads[0]: no such file: nope.yaml")
                .contains(file + ":2: drivers: must list at least one file");
    }
}

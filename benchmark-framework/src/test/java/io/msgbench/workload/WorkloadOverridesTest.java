package io.msgbench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.msgbench.config.ConfigException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --set key=value}: a study's file at local scale, each replaced value checked like the file's own. */
class WorkloadOverridesTest {
    @TempDir
    Path dir;

    private Path study() throws IOException {
        return Files.writeString(dir.resolve("study.yaml"), """
                topics: 1
                partitionsPerTopic: 16
                messageSize: 10000
                producerRate: 10000
                consumerBacklogSizeGB: 100
                warmupDurationMinutes: 1
                testDurationMinutes: 15
                """);
    }

    private List<String> problems(Path file, String... overrides) {
        return catchThrowableOfType(() -> WorkloadLoader.load(file, List.of(overrides)), ConfigException.class)
                .problems();
    }

    @Test
    void replacedValuesWinAndADurationReplacesItsMinutesAlias() throws IOException {
        Workload w = WorkloadLoader.load(
                study(),
                List.of(
                        "producerRate=500",
                        "consumerBacklogSizeGB=0.005",
                        "testDuration=2s",
                        "warmup=1s",
                        "keyDistributor=ZIPF"));

        assertThat(w.producerRate()).isEqualTo(500);
        assertThat(w.backlogBytes()).isEqualTo((long) (0.005 * (1L << 30)));
        assertThat(w.testDuration()).isEqualTo(Duration.ofSeconds(2));
        assertThat(w.warmupDuration()).isEqualTo(Duration.ofSeconds(1));
        assertThat(w.keyDistributor()).isEqualTo(KeyDistributorType.ZIPF);
        assertThat(w.partitionsPerTopic()).isEqualTo(16);
    }

    @Test
    void aBadReplacedValueNamesTheFileAndSet() throws IOException {
        Path file = study();

        assertThat(problems(file, "producerRate=-5", "produceRate=1"))
                .containsExactly(
                        file + " (--set): produceRate: unknown key (did you mean 'producerRate'?)",
                        file + " (--set): producerRate: must be at least 0, got -5");
        assertThat(problems(file, "producerRate")).containsExactly("--set: expected KEY=VALUE, got 'producerRate'");
    }
}

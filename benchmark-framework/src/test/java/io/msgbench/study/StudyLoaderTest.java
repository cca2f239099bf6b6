package io.msgbench.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.config.ConfigException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StudyLoaderTest {
    private static final Path REPO_ROOT = Path.of("..").toAbsolutePath().normalize();

    @Test
    void everyShippedStudyLoadsWithItsPublishedFigures() {
        assertThat(StudyCatalog.files(REPO_ROOT)).extracting(StudyCatalog::name)
                .contains("2019-kafka-pulsar-fsync", "2014-kafka-throughput");
        for (Path file : StudyCatalog.files(REPO_ROOT)) {
            Study study = StudyLoader.load(file, REPO_ROOT);
            assertThat(study.experiments()).as(file.toString()).isNotEmpty();
            assertThat(study.experiments().stream().filter(e -> !e.published().isEmpty())).as(file.toString())
                    .isNotEmpty();
        }
    }

    @Test
    void the2019StudyHasTwelveTestsAndTheSevenPublishedRows() {
        Study study = StudyLoader.load(REPO_ROOT.resolve("studies/2019-kafka-pulsar-fsync.yaml"), REPO_ROOT);

        assertThat(study.experiments()).hasSize(12);
        assertThat(study.experiments().stream().filter(e -> !e.published().isEmpty()).map(Experiment::id))
                .containsExactly("1", "3", "4", "7", "9", "10", "12");
        assertThat(study.experiments().get(0).published()).containsEntry("Publishing p99.99 (ms)", 52.958);
    }

    @Test
    void anUnknownFigureAndAMissingFileAreOneLineEachNamingTheKey(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("bad.yaml"), """
                title: t
                source: s
                setup: s
                localScale: l
                experiments:
                  - id: "1"
                    label: one
                    workload: workloads/quickstart.yaml
                    driver: driver-loopback/nope.yaml
                    published: {publishing p98: 1.0}
                """);

        assertThatThrownBy(() -> StudyLoader.load(file, REPO_ROOT)).isInstanceOf(ConfigException.class)
                .satisfies(e -> assertThat(((ConfigException) e).problems()).hasSize(2)
                        .anySatisfy(p -> assertThat(p).contains("experiments[0].driver").contains("no such file"))
                        .anySatisfy(p -> assertThat(p).contains("experiments[0].published.publishing p98")
                                .contains("unknown figure (did you mean")));
    }
}

package io.msgbench.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.config.ConfigException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StudyLoaderTest {
    private static final Path REPO_ROOT = Path.of("..").toAbsolutePath().normalize();

    @Test
    void everyShippedStudyLoadsWithItsPublishedFigures() {
        assertThat(StudyCatalog.files(REPO_ROOT))
                .extracting(StudyCatalog::name)
                .contains(
                        "2019-kafka-pulsar-fsync",
                        "2014-kafka-throughput",
                        "2020-pravega-kafka-pulsar",
                        "2017-kafka-latency-breakdown");
        for (Path file : StudyCatalog.files(REPO_ROOT)) {
            Study study = StudyLoader.load(file, REPO_ROOT);
            assertThat(study.experiments()).as(file.toString()).isNotEmpty();
            assertThat(study.experiments().stream().filter(e -> !e.published().isEmpty()))
                    .as(file.toString())
                    .isNotEmpty();
        }
    }

    @Test
    void the2019StudyHasTwelveTestsAndTheSevenPublishedRows() {
        Study study = StudyLoader.load(REPO_ROOT.resolve("studies/2019-kafka-pulsar-fsync.yaml"), REPO_ROOT);

        assertThat(study.experiments()).hasSize(12);
        assertThat(study.experiments().stream()
                        .filter(e -> !e.published().isEmpty())
                        .map(Experiment::id))
                .containsExactly("1", "3", "4", "7", "9", "10", "12");
        assertThat(study.experiments().get(0).published()).containsEntry("Publishing p99.99 (ms)", 52.958);
    }

    @Test
    void aTestsOwnLocalSettingsComeAfterTheStudysAndBeforeTheUsersAndNoneAtTheStudysScale() {
        Study study = StudyLoader.load(REPO_ROOT.resolve("studies/2020-pravega-kafka-pulsar.yaml"), REPO_ROOT);
        Experiment catchUp = study.experiments().stream()
                .filter(e -> e.id().equals("pulsar-offload-catch-up-10kb-16"))
                .findFirst()
                .orElseThrow();

        assertThat(catchUp.localDriver().toString()).endsWith("pulsar-offload-embedded.yaml");
        assertThat(catchUp.settings(study, false, List.of("testDuration=1m")))
                .containsExactly(
                        "producerRate=2000",
                        "warmup=10s",
                        "testDuration=30s",
                        "consumerBacklogSizeGB=0.2",
                        "testDuration=1m");
        assertThat(catchUp.settings(study, true, List.of("testDuration=1m"))).containsExactly("testDuration=1m");
        assertThat(study.experiments().get(0).settings(study, false, List.of()))
                .containsExactly("producerRate=2000", "warmup=10s", "testDuration=30s");
    }

    @Test
    void the2017StudyPublishedTheClientsBreakdownOfItsOverloadedRun() {
        Study study = StudyLoader.load(REPO_ROOT.resolve("studies/2017-kafka-latency-breakdown.yaml"), REPO_ROOT);

        assertThat(study.experiments()).extracting(Experiment::id).containsExactly("steady", "overload");
        assertThat(study.experiments().get(1).published())
                .containsExactly(
                        Map.entry("send.blocked.ms.avg", 333.0),
                        Map.entry("producer.queue.ms.avg", 50_000.0),
                        Map.entry("produce.request.ms.avg", 2_500.0),
                        Map.entry("fetch.request.ms.avg", 150.0));
    }

    @Test
    void aMisspeltClientFigureIsNamedWithTheNearestOne(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("typo.yaml"), """
                title: t
                source: s
                setup: s
                localScale: l
                experiments:
                  - id: "1"
                    label: one
                    workload: workloads/quickstart.yaml
                    driver: driver-kafka/kafka-embedded.yaml
                    published: {producer.queue.ms.avgg: 1.0}
                """);

        assertThatThrownBy(() -> StudyLoader.load(file, REPO_ROOT))
                .isInstanceOf(ConfigException.class)
                .satisfies(e -> assertThat(((ConfigException) e).problems())
                        .singleElement()
                        .asString()
                        .contains("experiments[0].published.producer.queue.ms.avgg")
                        .contains("unknown figure (did you mean 'producer.queue.ms.avg'?)"));
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

        assertThatThrownBy(() -> StudyLoader.load(file, REPO_ROOT))
                .isInstanceOf(ConfigException.class)
                .satisfies(e -> assertThat(((ConfigException) e).problems())
                        .hasSize(2)
                        .anySatisfy(p ->
                                assertThat(p).contains("experiments[0].driver").contains("no such file"))
                        .anySatisfy(p -> assertThat(p)
                                .contains("experiments[0].published.publishing p98")
                                .contains("unknown figure (did you mean")));
    }

    @Test
    void aShownFigureIsCheckedLikeAPublishedOne(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("bad.yaml"), """
                title: t
                source: s
                setup: s
                localScale: l
                experiments:
                  - id: "1"
                    label: one
                    workload: workloads/quickstart.yaml
                    driver: driver-kafka/kafka-embedded.yaml
                    figures: [catch-up time (s), catch-up tme (s)]
                """);

        assertThatThrownBy(() -> StudyLoader.load(file, REPO_ROOT))
                .isInstanceOf(ConfigException.class)
                .satisfies(e -> assertThat(((ConfigException) e).problems())
                        .singleElement()
                        .asString()
                        .contains("experiments[0].figures")
                        .contains("unknown figure 'catch-up tme (s)' (did you mean 'catch-up time (s)'?)"));
    }
}

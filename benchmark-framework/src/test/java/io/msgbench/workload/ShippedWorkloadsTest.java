package io.msgbench.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every workload shipped in the repository's {@code workloads/} folder loads, with payloads found from the root. */
class ShippedWorkloadsTest {
    /** Tests run in the module folder; the repository root is its parent. */
    private static final Path REPO_ROOT = Path.of("..").toAbsolutePath().normalize();

    private static final Path WORKLOADS = REPO_ROOT.resolve("workloads");

    static Stream<Path> shippedWorkloads() throws IOException {
        try (Stream<Path> files = Files.list(WORKLOADS)) {
            return files.filter(file -> file.toString().endsWith(".yaml")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shippedWorkloads")
    void validates(Path file) {
        Workload workload = WorkloadLoader.load(file, REPO_ROOT);

        assertThat(workload.name()).isEqualTo(file.getFileName().toString().replace(".yaml", ""));
    }

    /** Every file is mapped to its study and experiment in workloads/README.md, so a user finds it by name. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("shippedWorkloads")
    void isListedInTheWorkloadsReadme(Path file) throws IOException {
        String readme = Files.readString(WORKLOADS.resolve("README.md"));

        assertThat(readme).contains("`" + file.getFileName() + "`");
    }

    @Test
    void everyStudyHasItsExperiments() throws IOException {
        assertThat(shippedWorkloads().map(p -> p.getFileName().toString()))
                .filteredOn(name -> name.startsWith("2014-"))
                .hasSizeGreaterThanOrEqualTo(11);
        assertThat(shippedWorkloads().map(p -> p.getFileName().toString()))
                .filteredOn(name -> name.startsWith("2020-"))
                .hasSizeGreaterThanOrEqualTo(10);
        assertThat(shippedWorkloads().map(p -> p.getFileName().toString()))
                .filteredOn(name -> name.startsWith("2017-"))
                .hasSizeGreaterThanOrEqualTo(2);
        Workload catchUp =
                WorkloadLoader.load(WORKLOADS.resolve("2020-catch-up-100gb-10kb-16-partitions.yaml"), REPO_ROOT);
        assertThat(catchUp.consumerBacklogSizeGB()).isEqualTo(100);
        assertThat(catchUp.producerRate() * catchUp.messageSize()).isEqualTo(100_000_000);
        Workload consumerOnly = WorkloadLoader.load(WORKLOADS.resolve("2014-consumer-only-1-consumer.yaml"), REPO_ROOT);
        Workload producerOnly = WorkloadLoader.load(WORKLOADS.resolve("2014-producer-only-1-producer.yaml"), REPO_ROOT);
        assertThat(consumerOnly.consumerOnly()).isTrue();
        assertThat(producerOnly.producerOnly()).isTrue();
        assertThat(consumerOnly.topicNames()).isEqualTo(producerOnly.topicNames());
        for (String size : new String[] {"10b", "100b", "1kb", "10kb", "100kb"}) {
            assertThat(WorkloadLoader.load(WORKLOADS.resolve("2014-message-size-" + size + ".yaml"), REPO_ROOT)
                            .producerOnly())
                    .isTrue();
        }
    }

    @Test
    void quickstartIsShortAndGentle() {
        Workload quickstart = WorkloadLoader.load(WORKLOADS.resolve("quickstart.yaml"), REPO_ROOT);

        assertThat(quickstart.partitionsPerTopic()).isEqualTo(4);
        assertThat(quickstart.messageSize()).isEqualTo(1024);
        assertThat(quickstart.producerRate()).isEqualTo(5000);
        assertThat(quickstart.warmupDuration()).isEqualTo(Duration.ofSeconds(10));
        assertThat(quickstart.testDuration()).isEqualTo(Duration.ofSeconds(30));
    }

    @Test
    void latencyStudyWorkloadsMatchThe2019Study() {
        for (int partitions : new int[] {1, 6, 16}) {
            String name = "1-topic-" + partitions + (partitions == 1 ? "-partition" : "-partitions") + "-100b.yaml";
            Workload study = WorkloadLoader.load(WORKLOADS.resolve(name), REPO_ROOT);

            assertThat(study.partitionsPerTopic()).isEqualTo(partitions);
            assertThat(study.messageSize()).isEqualTo(100);
            assertThat(study.producerRate()).isEqualTo(50_000);
            assertThat(study.testDuration()).isEqualTo(Duration.ofMinutes(15));
            assertThat(study.payloadFile()).contains(REPO_ROOT.resolve("payload/payload-100b.data"));
        }
    }

    /** The 2020 study read each partition (segment) with a consumer of its own. */
    @Test
    void the2020StudysExperimentsHaveAConsumerPerPartition() throws IOException {
        List<Path> experiments = shippedWorkloads()
                .filter(p -> p.getFileName().toString().startsWith("2020-"))
                .toList();
        assertThat(experiments).hasSizeGreaterThanOrEqualTo(10);
        for (Path file : experiments) {
            Workload experiment = WorkloadLoader.load(file, REPO_ROOT);
            assertThat(experiment.subscriptionsPerTopic() * experiment.consumerPerSubscription())
                    .as(file.toString())
                    .isEqualTo(experiment.partitionsPerTopic());
        }
    }

    @Test
    void payloadFilesHaveTheSizesTheirNamesSay() throws IOException {
        assertThat(Files.size(REPO_ROOT.resolve("payload/payload-100b.data"))).isEqualTo(100);
        assertThat(Files.size(REPO_ROOT.resolve("payload/payload-1Kb.data"))).isEqualTo(1024);
    }
}

package io.msgbench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.msgbench.config.ConfigException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkloadLoaderTest {
    @TempDir
    Path dir;

    @Test
    void readsEveryField() throws IOException {
        Files.write(dir.resolve("p.data"), new byte[100]);
        Path file = write("full.yaml", """
                name: everything
                topics: 2
                partitionsPerTopic: 16
                keyDistributor: RANDOM_NANO
                messageSize: 100
                header: out-of-band
                payloadFile: p.data
                useRandomizedPayloads: true
                randomBytesRatio: 0.5
                randomizedPayloadPoolSize: 10
                subscriptionsPerTopic: 3
                consumerPerSubscription: 4
                producersPerTopic: 5
                producerRate: 50000
                spinWait: true
                minWakeIntervalMicros: 350
                consumerBacklogSizeGB: 0
                backlogDrainRatio: 0.5
                testDuration: 90s
                warmup: 500ms
                """);

        Workload w = WorkloadLoader.load(file);

        assertThat(w)
                .isEqualTo(new Workload(
                        "everything",
                        2,
                        16,
                        KeyDistributorType.RANDOM_NANO,
                        100,
                        Optional.of(dir.resolve("p.data").toAbsolutePath()),
                        true,
                        0.5,
                        10,
                        3,
                        4,
                        5,
                        50_000,
                        0,
                        0.5,
                        Duration.ofSeconds(90),
                        Duration.ofMillis(500),
                        List.of(),
                        1.0,
                        Optional.empty(),
                        false,
                        true,
                        350,
                        HeaderPlacement.OUT_OF_BAND,
                        List.of()));
        assertThat(w.producerCount()).isEqualTo(10);
        assertThat(w.consumerCount()).isEqualTo(24);
        assertThat(w.usesExistingTopics()).isFalse();
    }

    /** Each item of a list is reported at its own line, not at its key's. */
    @Test
    void aBadFaultIsReportedAtTheLineOfItsOwnListItem() throws IOException {
        Path file = write("faults.yaml", """
                topics: 1
                messageSize: 10
                producerRate: 100
                faults:
                  - {at: 2s, action: pause-broker, duration: 1s}

                  - at: 4s
                    action: reboot-broker
                """);

        assertThatThrownBy(() -> WorkloadLoader.load(file))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining(file + ":7: faults[1].action");
    }

    @Test
    void appliesDefaultsAndNamesTheWorkloadAfterItsFile() throws IOException {
        Workload w = WorkloadLoader.load(write("my-test.yaml", "topics: 1\nmessageSize: 10\nproducerRate: 0\n"));

        assertThat(w.name()).isEqualTo("my-test");
        assertThat(w.partitionsPerTopic()).isEqualTo(1);
        assertThat(w.keyDistributor()).isEqualTo(KeyDistributorType.NO_KEY);
        assertThat(w.subscriptionsPerTopic()).isEqualTo(1);
        assertThat(w.consumerPerSubscription()).isEqualTo(1);
        assertThat(w.producersPerTopic()).isEqualTo(1);
        assertThat(w.useRandomizedPayloads()).isFalse();
        assertThat(w.randomBytesRatio()).isZero();
        assertThat(w.randomizedPayloadPoolSize()).isZero();
        assertThat(w.consumerBacklogSizeGB()).isZero();
        assertThat(w.backlogDrainRatio()).isEqualTo(1.0);
        assertThat(w.testDuration()).isEqualTo(Duration.ofMinutes(5));
        assertThat(w.warmupDuration()).isEqualTo(Duration.ofMinutes(1));
        assertThat(w.payloadFile()).isEmpty();
        assertThat(w.producerRate()).isZero();
    }

    @Test
    void readsOmbMinuteDurations() throws IOException {
        Workload w = WorkloadLoader.load(write(
                "omb.yaml",
                "topics: 1\nmessageSize: 10\nproducerRate: 10\ntestDurationMinutes: 15\nwarmupDurationMinutes: 0\n"));

        assertThat(w.testDuration()).isEqualTo(Duration.ofMinutes(15));
        assertThat(w.warmupDuration()).isZero();
    }

    @Test
    void usesExistingTopics() throws IOException {
        Workload w = WorkloadLoader.load(write(
                "existing.yaml", "topicNames: [orders, payments]\ntopics: 2\nmessageSize: 10\nproducerRate: 10\n"));

        assertThat(w.topicNames()).containsExactly("orders", "payments");
        assertThat(w.topics()).isEqualTo(2);
        assertThat(w.usesExistingTopics()).isTrue();
        assertThat(w.asMap())
                .containsEntry("topicNames", List.of("orders", "payments"))
                .doesNotContainKey("partitionsPerTopic");
    }

    @Test
    void topicCountComesFromTopicNamesWhenTopicsIsLeftOut() throws IOException {
        Workload w = WorkloadLoader.load(
                write("existing.yaml", "topicNames: [a, b, c]\nmessageSize: 10\nproducerRate: 1\n"));

        assertThat(w.topics()).isEqualTo(3);
        assertThat(w.producerCount()).isEqualTo(3);
    }

    @Test
    void unknownKeySuggestsTheNearestAndMissingRequiredKeyHasNoLine() throws IOException {
        Path file = write("w.yaml", "topics: 1\nmessageSize: 100\nproducerRat: 100\n");

        assertThat(problems(file))
                .containsExactly(
                        file + ":3: producerRat: unknown key (did you mean 'producerRate'?)",
                        file + ": producerRate: required, but missing");
    }

    @Test
    void exactMessagesForWrongValues() throws IOException {
        Path file = write("w.yaml", """
                topics: two
                partitionsPerTopic: 0
                keyDistributor: KEY_ROUNDROBIN
                messageSize: 100
                producerRate: -5
                randomBytesRatio: 1.5
                useRandomizedPayloads: yes please
                testDuration: 30
                warmup: soon
                header: out-of-bound
                """);

        assertThat(problems(file))
                .containsExactly(
                        file + ":1: topics: expected an integer, got 'two'",
                        file + ":2: partitionsPerTopic: must be at least 1, got 0",
                        file + ":3: keyDistributor: expected one of NO_KEY, KEY_ROUND_ROBIN, RANDOM_NANO, ZIPF, got "
                                + "'KEY_ROUNDROBIN' (did you mean 'KEY_ROUND_ROBIN'?)",
                        file + ":5: producerRate: must be at least 0, got -5",
                        file + ":6: randomBytesRatio: must be between 0 and 1, got 1.5",
                        file + ":7: useRandomizedPayloads: expected true or false, got 'yes please'",
                        file + ":8: testDuration: needs a unit, e.g. '30s' (units: ms, s, m, h), got '30'",
                        file + ":9: warmup: expected a duration like '30s' or '2m' (units: ms, s, m, h), got 'soon'",
                        file + ":10: header: expected one of payload, out-of-band, auto, got 'out-of-bound'"
                                + " (did you mean 'out-of-band'?)");
    }

    @Test
    void exactMessagesForConflicts() throws IOException {
        Path file = write("w.yaml", """
                topics: 3
                topicNames: [a, b]
                partitionsPerTopic: 4
                messageSize: 100
                producerRate: 1
                testDurationMinutes: 15
                testDuration: 15m
                backlogDrainRatio: 2.5
                """);

        assertThat(problems(file))
                .containsExactly(
                        file + ":1: topics: is 3 but topicNames lists 2 topics",
                        file + ":3: partitionsPerTopic: cannot be combined with topicNames "
                                + "(partitions come from the existing topics) unless createMissingTopics is true",
                        file + ":7: testDuration: conflicts with testDurationMinutes (line 6); give only one",
                        file + ":8: backlogDrainRatio: must be between 0 and 1, got 2.5");
    }

    @Test
    void emptyAndMissingFiles() throws IOException {
        Path empty = write("empty.yaml", "# only a comment\n");
        Path missing = dir.resolve("missing.yaml");

        assertThat(problems(empty)).containsExactly(empty + ": empty workload file");
        assertThat(problems(missing)).containsExactly(missing + ": no such file");
    }

    @Test
    void payloadFileIsLookedUpInTheWorkingDirectoryFirst() throws IOException {
        Path workingDir = Files.createDirectories(dir.resolve("cwd"));
        Path workloadDir = Files.createDirectories(dir.resolve("workloads"));
        Files.write(Files.createDirectories(workingDir.resolve("payload")).resolve("p.data"), new byte[10]);
        Files.write(Files.createDirectories(workloadDir.resolve("payload")).resolve("p.data"), new byte[10]);
        Path file = Files.writeString(
                workloadDir.resolve("w.yaml"),
                "topics: 1\nmessageSize: 10\nproducerRate: 1\npayloadFile: payload/p.data\n");

        assertThat(WorkloadLoader.load(file, workingDir).payloadFile()).contains(workingDir.resolve("payload/p.data"));
        Files.delete(workingDir.resolve("payload/p.data"));
        assertThat(WorkloadLoader.load(file, workingDir).payloadFile()).contains(workloadDir.resolve("payload/p.data"));
    }

    @Test
    void missingPayloadFileNamesBothPathsTried() throws IOException {
        Path workingDir = Files.createDirectories(dir.resolve("cwd"));
        Path file = write("w.yaml", "topics: 1\nmessageSize: 10\nproducerRate: 1\npayloadFile: payload/p.data\n");

        ConfigException error =
                catchThrowableOfType(() -> WorkloadLoader.load(file, workingDir), ConfigException.class);

        assertThat(error.problems())
                .containsExactly(file + ":4: payloadFile: no such file; tried " + workingDir.resolve("payload/p.data")
                        + " and " + dir.resolve("payload/p.data"));
    }

    @Test
    void payloadFileMustHaveMessageSizeBytes() throws IOException {
        Files.write(dir.resolve("p.data"), new byte[100]);
        Path file = write("w.yaml", "topics: 1\nmessageSize: 1024\nproducerRate: 1\npayloadFile: p.data\n");

        assertThat(problems(file))
                .containsExactly(file + ":4: payloadFile: p.data has 100 bytes but messageSize is 1024");
    }

    @Test
    void reportsSeveralProblemsOneLineEach() throws IOException {
        Path file = write("w.yaml", "topics: 0\nmessageSize: 0\nproducerRate: x\nwarmup: 3\nfoo: 1\n");

        List<String> problems = problems(file);

        assertThat(problems).hasSize(5).allSatisfy(line -> assertThat(line).doesNotContain("\n"));
        assertThatThrownBy(() -> WorkloadLoader.load(file)).hasMessage(String.join("\n", problems));
    }

    private List<String> problems(Path file) {
        ConfigException error = catchThrowableOfType(() -> WorkloadLoader.load(file), ConfigException.class);
        assertThat(error).as("expected a ConfigException").isNotNull();
        return error.problems();
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }
}

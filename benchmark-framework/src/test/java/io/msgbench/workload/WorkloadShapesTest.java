package io.msgbench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.api.ReadFrom;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workload shapes beyond OMB's: producer-only, consumer-only, backlog, ZIPF keys and named topics created if missing. */
class WorkloadShapesTest {
    @TempDir
    Path dir;

    private Path write(String text) throws IOException {
        return Files.writeString(dir.resolve("w.yaml"), text);
    }

    private List<String> problems(Path file) {
        return catchThrowableOfType(() -> WorkloadLoader.load(file), ConfigException.class)
                .problems();
    }

    @Test
    void producerOnlyHasNoSubscriptions() throws IOException {
        Workload w =
                WorkloadLoader.load(write("topics: 1\nsubscriptionsPerTopic: 0\nmessageSize: 100\nproducerRate: 0\n"));

        assertThat(w.producerOnly()).isTrue();
        assertThat(w.consumerOnly()).isFalse();
        assertThat(w.consumerCount()).isZero();
    }

    @Test
    void consumerOnlyReadsNamedTopicsFromWhereItIsTold() throws IOException {
        Workload w = WorkloadLoader.load(write("""
                topicNames: [filled]
                producersPerTopic: 0
                consumerPerSubscription: 3
                consumeFrom: TAIL
                messageSize: 100
                """));

        assertThat(w.consumerOnly()).isTrue();
        assertThat(w.producerCount()).isZero();
        assertThat(w.consumerCount()).isEqualTo(3);
        assertThat(w.consumeFrom()).contains(ReadFrom.TAIL);
        assertThat(w.producerRate()).isZero();
        assertThat(w.asMap()).containsEntry("consumeFrom", "TAIL");
    }

    @Test
    void consumerOnlyNeedsExistingTopics() throws IOException {
        Path file = write("topics: 1\nproducersPerTopic: 0\nmessageSize: 100\n");

        assertThat(problems(file))
                .containsExactly(file + ":2: producersPerTopic: 0 makes a consumer-only workload,"
                        + " which reads existing topics: list them in topicNames");
    }

    @Test
    void backlogIsInFractionalGigabytesAndNeedsBothSides() throws IOException {
        Workload w = WorkloadLoader.load(write("""
                topics: 1
                messageSize: 1024
                producerRate: 100
                consumerBacklogSizeGB: 0.5
                backlogDrainRatio: 0.9
                """));

        assertThat(w.hasBacklog()).isTrue();
        assertThat(w.backlogBytes()).isEqualTo(512L << 20);
        assertThat(w.backlogDrainRatio()).isEqualTo(0.9);

        Path producerOnly = write("""
                topics: 1
                subscriptionsPerTopic: 0
                messageSize: 1
                producerRate: 1
                consumerBacklogSizeGB: 1
                """);
        assertThat(problems(producerOnly))
                .containsExactly(producerOnly + ":5: consumerBacklogSizeGB: needs"
                        + " subscriptions to drain the backlog, but subscriptionsPerTopic is 0");
    }

    @Test
    void zipfTakesAnExponent() throws IOException {
        Workload w = WorkloadLoader.load(write("""
                topics: 1
                keyDistributor: ZIPF
                zipfExponent: 1.3
                messageSize: 100
                producerRate: 10
                """));

        assertThat(w.keyDistributor()).isEqualTo(KeyDistributorType.ZIPF);
        assertThat(w.zipfExponent()).isEqualTo(1.3);
        assertThat(w.asMap()).containsEntry("zipfExponent", 1.3);
        assertThat(WorkloadLoader.load(write("topics: 1\nkeyDistributor: ZIPF\nmessageSize: 1\nproducerRate: 1\n"))
                        .zipfExponent())
                .isEqualTo(KeyDistributor.DEFAULT_ZIPF_EXPONENT);
    }

    @Test
    void namedTopicsMayBeCreatedWhenMissing() throws IOException {
        Workload w = WorkloadLoader.load(write("""
                topicNames: [kept]
                createMissingTopics: true
                partitionsPerTopic: 6
                messageSize: 100
                producerRate: 10
                """));

        assertThat(w.createMissingTopics()).isTrue();
        assertThat(w.partitionsPerTopic()).isEqualTo(6);
        assertThat(w.asMap()).containsEntry("createMissingTopics", true).containsEntry("partitionsPerTopic", 6);

        Path withoutNames = write("topics: 1\ncreateMissingTopics: true\nmessageSize: 1\nproducerRate: 1\n");
        assertThat(problems(withoutNames))
                .containsExactly(withoutNames + ":2: createMissingTopics: only applies with"
                        + " topicNames (topics the run creates are always created)");
    }

    @Test
    void everyNewShapeSurvivesTheRoundTripThroughItsMap() throws IOException {
        Workload w = WorkloadLoader.load(write("""
                topicNames: [a]
                createMissingTopics: true
                partitionsPerTopic: 2
                keyDistributor: ZIPF
                zipfExponent: 0.8
                consumeFrom: BEGINNING
                messageSize: 100
                producerRate: 5
                consumerBacklogSizeGB: 0.25
                testDuration: 1s
                warmup: 0s
                """));
        StringBuilder yaml = new StringBuilder();
        w.asMap()
                .forEach((key, value) ->
                        yaml.append(key).append(": ").append(value).append('\n'));

        assertThat(WorkloadLoader.load(write(yaml.toString()))).isEqualTo(w);
    }
}

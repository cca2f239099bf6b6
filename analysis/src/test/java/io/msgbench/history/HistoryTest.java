package io.msgbench.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.config.ConfigException;
import io.msgbench.result.ResultFixtures;
import io.msgbench.result.SyntheticRuns;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The history's files: what a night adds, what a reopened history reads back, and a damaged index named by line. */
class HistoryTest {
    @TempDir
    Path dir;

    @Test
    void aReopenedHistoryGivesEachNightsMedianInOrder() throws IOException {
        Path results = Files.createDirectories(dir.resolve("results"));
        Path fast = SyntheticRuns.run().driver("Kafka").rates(1_000, 1_000).writeTo(results.resolve("a.json"));
        Path slow = SyntheticRuns.run()
                .driver("Kafka")
                .rates(1_000, 1_000)
                .latencyScale(3)
                .writeTo(results.resolve("b.json"));
        Path slower = SyntheticRuns.run()
                .driver("Kafka")
                .rates(1_000, 1_000)
                .latencyScale(5)
                .writeTo(results.resolve("c.json"));
        History history = History.open(dir.resolve("history"));
        history.add("n2", "bbb", List.of(fast));
        history.add("n1", "aaa", List.of(slow, slower, fast));

        History reopened = History.open(dir.resolve("history"));
        assertThat(reopened.nights()).containsExactly("n2", "n1");
        List<NightValue> p99 =
                reopened.series("Kafka · " + reopened.entries().get(0).workload(), "Publishing p99 (ms)");
        assertThat(p99).extracting(NightValue::night).containsExactly("n2", "n1");
        assertThat(p99).extracting(NightValue::repeats).containsExactly(1, 3);
        double one = p99.get(0).value();
        assertThat(p99.get(1).value()).as("the median of 1x, 3x and 5x").isBetween(2.5 * one, 3.5 * one);
        assertThat(p99.get(1).commit()).isEqualTo("aaa");
        assertThat(reopened.entries())
                .allMatch(e -> Files.isRegularFile(dir.resolve("history").resolve(e.file())));
    }

    /** A folder of OMB results builds a history too: each file a night, by the file's date (OMB records none). */
    @Test
    void ombResultsImportAsNights() throws IOException {
        Path omb = Files.copy(ResultFixtures.ombKafkaResult(), dir.resolve("omb.json"));
        Files.setLastModifiedTime(
                omb, java.nio.file.attribute.FileTime.from(java.time.Instant.parse("2025-03-04T05:06:07Z")));
        History history = History.open(dir.resolve("history"));
        assertThat(HistoryImport.into(history, List.of(omb))).containsExactly("20250304");
        List<NightValue> p99 =
                History.open(dir.resolve("history")).series("Kafka · 1-topic-1-partition-100b", "Publishing p99 (ms)");
        assertThat(p99).hasSize(1);
        assertThat(p99.get(0).value()).isCloseTo(4.0, org.assertj.core.data.Percentage.withPercentage(0.1));
    }

    @Test
    void twoFilesOfOneNameAreBothKept() throws IOException {
        Path a = SyntheticRuns.run()
                .writeTo(Files.createDirectories(dir.resolve("a")).resolve("r.json"));
        Path b = SyntheticRuns.run()
                .latencyScale(2)
                .writeTo(Files.createDirectories(dir.resolve("b")).resolve("r.json"));
        History history = History.open(dir.resolve("history"));
        history.add("n1", "c", List.of(a, b));
        assertThat(history.entries())
                .extracting(HistoryEntry::file)
                .containsExactly("nights/n1/r.json", "nights/n1/r-2.json");
    }

    @Test
    void aDamagedIndexLineIsNamed() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("history"));
        Files.writeString(folder.resolve(History.INDEX), "{\"night\":\"n1\",\"figures\":{}}\n{not json\n");
        assertThatThrownBy(() -> History.open(folder))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(folder.resolve(History.INDEX) + ":2: not a history entry");
    }
}

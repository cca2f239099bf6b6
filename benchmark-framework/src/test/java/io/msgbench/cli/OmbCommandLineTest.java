package io.msgbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.msgbench.report.csv.CsvRun;
import io.msgbench.result.ResultFixtures;
import io.msgbench.result.ResultJson;
import io.msgbench.result.ResultReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OMB's command line: {@code -c DIR} writes a folder of results, msgbench's and OMB's, as CSV (OMB's columns
 * first); {@code -w}, {@code -wf} and {@code -x} are options, not "Unknown option".
 */
class OmbCommandLineTest {
    private static final Path OMB_RESULT = ResultFixtures.ombKafkaResult();

    @TempDir
    Path dir;

    @Test
    void csvOfAFolderHoldsOneRowPerRunOmbsColumnsFirst() throws Exception {
        Path results = Files.createDirectories(dir.resolve("results"));
        ResultJson.write(ResultFixtures.result(), results.resolve("ours.json"));
        Files.copy(OMB_RESULT, results.resolve("omb.json"));
        Files.writeString(results.resolve("notes.json"), "{\"note\": 1}");
        Path csv = dir.resolve("out.csv");

        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = new CsvExport(System.out, new PrintStream(err, true, StandardCharsets.UTF_8)).run(results, csv);

        assertThat(exit).isEqualTo(ExitCode.OK);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("skipped: ")
                .contains("notes.json")
                .contains("neither a msgbench result file");
        assertThat(Files.readAllLines(csv).get(0))
                .startsWith("topics,partitions,message-size,producers-per-topic,"
                        + "consumers-per-topic,prod-rate-min,prod-rate-avg,prod-rate-std-dev,prod-rate-max,con-rate-min,"
                        + "con-rate-avg,con-rate-std-dev,con-rate-max,file,format,");
        List<Map<String, String>> rows = read(csv);
        assertThat(rows)
                .as("OMB's order: message size, topics, then partitions (OMB's run has 1, ours 4)")
                .extracting(row -> row.get("format"))
                .containsExactly("omb", "msgbench");

        Map<String, String> ours = rows.get(1);
        assertThat(ours.get("sent")).isEqualTo("1000");
        assertThat(ours.get("lost")).isEqualTo("0");
        assertThat(ours.get("latency-from")).isEqualTo("intended send time");
        assertThat(Double.parseDouble(ours.get("publish-max-ms"))).isEqualTo(1.0);

        Map<String, String> omb = rows.get(0);
        assertThat(omb.get("latency-from")).isEqualTo("send call");
        assertThat(omb.get("sent")).isEmpty();
        assertThat(Double.parseDouble(omb.get("prod-rate-min"))).isEqualTo(49000.5);
        assertThat(Double.parseDouble(omb.get("prod-rate-avg"))).isEqualTo(50000.333333333336);
        assertThat(Double.parseDouble(omb.get("con-rate-std-dev")))
                .isCloseTo(1632.99, org.assertj.core.data.Offset.offset(0.01));
        assertThat(Double.parseDouble(omb.get("con-rate-max"))).isEqualTo(52000.0);
        assertThat(Double.parseDouble(omb.get("publish-p99-ms"))).isEqualTo(4.0);
        assertThat(Double.parseDouble(omb.get("send-delay-p99-ms")))
                .as("OMB's µs in ms")
                .isEqualTo(0.08);
        assertThat(Double.parseDouble(omb.get("e2e-p99-ms"))).isEqualTo(10.0);
        assertThat(omb.get("service-time-p99-ms")).as("OMB has no such figure").isEmpty();

        List<Map<String, String>> intervals = read(CsvExport.intervalsFile(csv));
        assertThat(intervals).hasSize(ResultFixtures.result().intervals().size() + 3);
        assertThat(intervals.get(2).get("publish-p99-ms")).isEqualTo("4.8");
        assertThat(intervals.get(2).get("format")).isEqualTo("omb");
        assertThat(intervals.get(3).get("phase")).isEqualTo("measure");
        assertThat(intervals.get(3).get("format")).isEqualTo("msgbench");
    }

    /** A latency nobody measured (no consumer, or its worker was lost) is an empty cell, not 0 ms. */
    @Test
    void csvLeavesALatencyWithNoSampleEmpty() throws Exception {
        Path results = Files.createDirectories(dir.resolve("results"));
        ResultJson.write(ResultFixtures.withoutEndToEnd(), results.resolve("producer-only.json"));
        Path csv = dir.resolve("out.csv");

        assertThat(new CsvExport(System.out, System.err).run(results, csv)).isEqualTo(ExitCode.OK);

        Map<String, String> run = read(csv).get(0);
        assertThat(run.get("e2e-p99-ms")).isEmpty();
        assertThat(run.get("e2e-max-ms")).isEmpty();
        assertThat(Double.parseDouble(run.get("publish-max-ms"))).isEqualTo(1.0);
        Map<String, String> interval = read(CsvExport.intervalsFile(csv)).get(0);
        assertThat(interval.get("e2e-p99-ms")).isEmpty();
        assertThat(Double.parseDouble(interval.get("publish-max-ms"))).isEqualTo(1.0);
    }

    @Test
    void csvThroughTheCommandLineAndItsMistakes() throws Exception {
        Path results = Files.createDirectories(dir.resolve("results"));
        Files.copy(OMB_RESULT, results.resolve("omb.json"));
        Path csv = dir.resolve("all.csv");
        assertThat(Main.run("-c", results.toString(), "-o", csv.toString())).isEqualTo(ExitCode.OK);
        assertThat(read(csv)).hasSize(1);
        assertThat(Main.run("--csv", dir.resolve("missing").toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(Main.run("-c", Files.createDirectories(dir.resolve("empty")).toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
    }

    /** -wf, -w and -x reach the worker options: their files and values are checked as workers, not as workloads. */
    @Test
    void ombsWorkerOptionsAreOptions() throws Exception {
        Path workload = Files.writeString(dir.resolve("w.yaml"), "topics: 1\nmessageSize: 100\nproducerRate: 10\n");
        Path workers = Files.writeString(dir.resolve("workers.yaml"), "workers:\n  - nope\n");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            assertThat(Main.run("-wf", workers.toString(), "-x", workload.toString()))
                    .isEqualTo(ExitCode.BAD_INPUT);
            assertThat(Main.run("-w", "not-a-url", workload.toString())).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(Main.run("-x", workload.toString())).isEqualTo(ExitCode.BAD_INPUT);
        } finally {
            System.setErr(saved);
        }
        assertThat(err.toString(StandardCharsets.UTF_8))
                .doesNotContain("Unknown option")
                .contains("workers.yaml:2: workers: 'nope' is not a worker URL")
                .contains("--workers: 'not-a-url' is not a worker URL")
                .contains("-x/--extra: only for distributed runs");
    }

    @Test
    void anOmbResultIsReadAsOmbs() {
        CsvRun run = CsvRun.of(ResultReader.readFile(OMB_RESULT));
        assertThat(run.format()).isEqualTo("omb");
        assertThat(run.run()).isEmpty();
    }

    private static List<Map<String, String>> read(Path csv) throws Exception {
        try (MappingIterator<Map<String, String>> rows = new CsvMapper()
                .readerFor(Map.class)
                .with(CsvSchema.emptySchema().withHeader())
                .readValues(csv.toFile())) {
            return rows.readAll();
        }
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark study} as users call it: the list, a study run (on the calibration driver, so no broker is
 * needed) whose page sets our figures beside the published ones, and a second invocation that keeps what ran.
 */
class StudyCliTest {

    @Test
    void listsTheShippedStudies() {
        Cli.Outcome outcome = Cli.run("study");

        assertThat(outcome.exit()).as(outcome.err()).isEqualTo(ExitCode.OK);
        assertThat(outcome.out())
                .contains("2019-kafka-pulsar-fsync")
                .contains("(12 experiments)")
                .contains("2014-kafka-throughput");
    }

    @Test
    void anUnknownStudyIsOneLineNamingTheNearest() {
        Cli.Outcome outcome = Cli.run("study", "2019-kafka-pulsar-fsnc");

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip())
                .isEqualTo("error: study: no study named '2019-kafka-pulsar-fsnc' "
                        + "(did you mean '2019-kafka-pulsar-fsync'?); `benchmark study` lists them");
    }

    @Test
    void aStudyRunsItsExperimentsWritesItsPageAndResumesWithoutRunningThemAgain(@TempDir Path dir) throws Exception {
        CliTest.write(dir, "short.yaml", """
                topics: 1
                partitionsPerTopic: 1
                messageSize: 100
                producerRate: 1000
                warmup: 1s
                testDuration: 2s
                """);
        Path study = CliTest.write(dir, "tiny.yaml", """
                title: A tiny study
                source: made up for this test
                setup: nothing in particular
                localScale: the calibration driver
                set: [producerRate=2000]
                experiments:
                  - id: "1"
                    label: first
                    workload: short.yaml
                    driver: driver-loopback/loopback.yaml
                    published: {publish rate: 1000, publishing p99: 4.0}
                  - id: "2"
                    label: second, nothing published
                    workload: short.yaml
                    driver: driver-loopback/loopback.yaml
                """);
        Path out = dir.resolve("out");

        Cli.Outcome first = Cli.run("study", study.toString(), "-o", out.toString());

        assertThat(first.exit()).as(first.out() + first.err()).isEqualTo(ExitCode.OK);
        assertThat(first.out())
                .contains("=== test 1: first ===")
                .contains("=== test 2: second, nothing published ===")
                .contains("Ours beside the published figures (made up for this test):");
        assertThat(jsonFiles(out.resolve("1"))).isEqualTo(1);
        String page = Files.readString(out.resolve("study.html"));
        assertThat(page)
                .contains("A tiny study")
                .contains("publish rate (msg/s)")
                .contains("Publishing p99 (ms)")
                .contains("1,000")
                .contains("(the study published no figure for it)")
                .contains("report/report.html");
        assertThat(out.resolve("report/report.html")).isRegularFile();
        // the study's local-scale setting reached the run: twice the rate of the workload file
        try (Stream<Path> files = Files.list(out.resolve("1"))) {
            assertThat(Files.readString(files.findFirst().orElseThrow())).contains("\"producerRate\" : 2000");
        }

        Cli.Outcome second = Cli.run("study", study.toString(), "-o", out.toString());

        assertThat(second.exit()).as(second.err()).isEqualTo(ExitCode.OK);
        assertThat(second.out())
                .contains("test 1 (first): kept from an earlier run")
                .contains("test 2 (second, nothing published): kept from an earlier run")
                .doesNotContain("=== test");
        assertThat(jsonFiles(out.resolve("1"))).isEqualTo(1);

        // a kept run that lost messages (as one interrupted after it would have) still makes the study exit 3
        Path kept;
        try (Stream<Path> files = Files.list(out.resolve("2"))) {
            kept = files.filter(f -> f.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        String json = Files.readString(kept);
        assertThat(json).contains("\"lost\" : 0");
        Files.writeString(kept, json.replace("\"lost\" : 0", "\"lost\" : 7"));

        Cli.Outcome third = Cli.run("study", study.toString(), "-o", out.toString());

        assertThat(third.exit()).as(third.out() + third.err()).isEqualTo(ExitCode.MESSAGES_LOST);
        assertThat(third.out())
                .contains("test 2 (second, nothing published): kept from an earlier run")
                .contains("(lost 7)")
                .doesNotContain("=== test");
    }

    private static long jsonFiles(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".json")).count();
        }
    }
}

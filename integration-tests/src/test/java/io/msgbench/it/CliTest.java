package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import io.msgbench.result.ResultSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark} as users call it, in this JVM: the embedded-broker default, bad input and an
 * unreachable broker, with their exit codes and messages.
 */
class CliTest {

    static Cli.Outcome cli(String... args) {
        return Cli.run(args);
    }

    /** The shipped 20-second smoke workload: for runs that are refused before they start. */
    static String smokeWorkload() {
        return KafkaBroker.home().resolve("workloads/smoke-20s.yaml").toString();
    }

    static Path write(Path dir, String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    @Test
    @Tag("quick")
    void withoutDriversItRunsOnAnEmbeddedBrokerAndStopsIt(@TempDir Path dir) throws Exception {
        Path workload = write(dir, "short.yaml", """
                topics: 1
                partitionsPerTopic: 2
                messageSize: 200
                producerRate: 1000
                warmup: 2s
                testDuration: 4s
                """);
        Path result = dir.resolve("result.json");

        Cli.Outcome outcome = cli("--interval", "2s", "--output", result.toString(), workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.OK);
        assertThat(outcome.out())
                .contains("Embedded kafka broker ready")
                .contains("Latency Type,Average,50th,75th,95th,99th,99.9th,99.99th,Maximum")
                .containsPattern("\\[measure \\d:\\d\\d / \\d:\\d\\d left\\] pub \\d+ msg/s")
                .contains("lost 0, duplicated 0, out of order 0");
        JsonNode json = ResultSchema.read(result);
        assertThat(json.get("msgbench").get("status").asText()).isEqualTo("complete");
        long pid = Long.parseLong(json.get("msgbench")
                .get("environment")
                .get("embeddedBroker")
                .asText()
                .replaceAll(".*pid (\\d+).*", "$1"));
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false))
                .as("broker stopped")
                .isFalse();
    }

    @Test
    void aMisspeltWorkloadKeyIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path workload =
                write(dir, "bad.yaml", "topics: 1\nmessageSize: 100\nproducerRate: 10\ntestDurationMinute: 1\n");
        Cli.Outcome outcome = cli(workload.toString());
        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip())
                .isEqualTo("error: " + workload
                        + ":4: testDurationMinute: unknown key (did you mean 'testDurationMinutes'?)");
        assertThat(outcome.out()).doesNotContain("Starting");
    }

    @Test
    void anUnknownDriverKeyNamesFileAndKey(@TempDir Path dir) throws Exception {
        Path driver = write(dir, "kafka.yaml", """
                name: Kafka
                driverClass: io.openmessaging.benchmark.driver.kafka.KafkaBenchmarkDriver
                replicationFactr: 3
                commonConfig: bootstrap.servers=127.0.0.1:1
                """);
        Cli.Outcome outcome = cli("--drivers", driver.toString(), smokeWorkload());
        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err())
                .startsWith("error: " + driver + ":3: replicationFactr: unknown key (did you mean "
                        + "'replicationFactor'?)")
                .doesNotContain("Exception")
                .doesNotContain("\tat ");
    }

    @Test
    void anUnknownDriverClassIsBadInput(@TempDir Path dir) throws Exception {
        Path driver = write(dir, "x.yaml", "name: X\ndriverClass: com.example.NoSuchDriver\n");
        Cli.Outcome outcome = cli("--drivers", driver.toString(), smokeWorkload());
        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err())
                .startsWith("error: " + driver + ": driverClass: unknown driver class "
                        + "'com.example.NoSuchDriver'; known: ")
                .contains("io.openmessaging.benchmark.driver.kafka.KafkaBenchmarkDriver");
    }

    /** A zero bound on a driver call would fail every call: bad input, one line, before anything starts. */
    @Test
    void aZeroClientTimeoutIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Cli.Outcome outcome =
                cli("--client-timeout", "0s", "--output", dir.resolve("r.json").toString(), smokeWorkload());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip()).isEqualTo("error: --client-timeout: must be more than 0s");
        assertThat(outcome.out()).doesNotContain("Starting an embedded");
        assertThat(dir.resolve("r.json")).doesNotExist();
    }

    /** The workloads (not the nightly suites below them) and every driver folder's files. */
    @Test
    @Tag("quick")
    void validateAcceptsEveryShippedWorkloadAndDriverFile() throws Exception {
        java.util.List<String> files = new java.util.ArrayList<>();
        java.util.List<Path> folders;
        try (var listing = Files.list(KafkaBroker.home())) {
            folders = listing.filter(f -> f.getFileName().toString().startsWith("driver-"))
                    .sorted()
                    .toList();
        }
        assertThat(folders).as("driver folders").hasSizeGreaterThanOrEqualTo(10);
        for (Path folder : java.util.stream.Stream.concat(
                        java.util.stream.Stream.of(KafkaBroker.home().resolve("workloads")), folders.stream())
                .toList()) {
            try (var listing = Files.list(folder)) {
                listing.filter(f -> f.toString().endsWith(".yaml")).sorted().forEach(f -> files.add(f.toString()));
            }
        }
        assertThat(files).as("shipped files").hasSizeGreaterThanOrEqualTo(80);
        String[] args = new String[files.size() + 1];
        args[0] = "validate";
        for (int i = 0; i < files.size(); i++) {
            args[i + 1] = files.get(i);
        }

        Cli.Outcome outcome = cli(args);

        assertThat(outcome.exit()).as(outcome.err()).isEqualTo(ExitCode.OK);
        assertThat(outcome.err()).isEmpty();
        assertThat(outcome.out().lines().filter(line -> line.startsWith("ok: ")))
                .hasSize(files.size());
        assertThat(outcome.out())
                .contains("(driver Kafka-latency, io.openmessaging.benchmark.driver.kafka." + "KafkaBenchmarkDriver)")
                .contains("(workload 2014-consumer-only-1-consumer)");
    }

    @Test
    void validateGivesOneLinePerProblemAndExitTwoWithoutRunning(@TempDir Path dir) throws Exception {
        Path workload = write(dir, "w.yaml", "topics: 1\nkeyDistributor: ZIPFF\nmessageSize: 0\nproducerRate: 1\n");
        Path driver = write(dir, "d.yaml", """
                name: k
                driverClass: kafka
                replicationFactr: 3
                commonConfig: |
                  bootstrap.servers=localhost:1
                """);
        Path unknown = write(dir, "u.yaml", "name: x\ndriverClass: no.such.Driver\n");

        Cli.Outcome outcome = cli("validate", workload.toString(), driver.toString(), unknown.toString());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        java.util.List<String> lines = outcome.err().lines().toList();
        assertThat(lines).hasSize(5);
        assertThat(lines.get(0))
                .startsWith("error: " + workload + ":2: keyDistributor: expected one of")
                .contains("did you mean 'ZIPF'?");
        assertThat(lines.get(1)).startsWith("error: " + workload + ":3: messageSize: must be at least 1");
        assertThat(lines.get(2))
                .startsWith("error: " + driver + ":3: replicationFactr: unknown key")
                .contains("replicationFactor");
        assertThat(lines.get(3))
                .startsWith("error: " + unknown + ": driverClass: unknown driver class 'no.such.Driver'");
        assertThat(lines.get(4)).isEqualTo("4 problem(s) in 3 file(s)");
        assertThat(outcome.out()).doesNotContain("Latency Type");
    }

    @Test
    void aBadSetValueIsOneLineAndExitTwoBeforeAnyBrokerStarts() {
        String study = KafkaBroker.home()
                .resolve("workloads/2020-catch-up-100gb-10kb-16-partitions.yaml")
                .toString();

        Cli.Outcome outcome = cli("--set", "producerRate=fast", study);

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip())
                .isEqualTo("error: " + study + " (--set): producerRate: expected a number," + " got 'fast'");
        assertThat(outcome.out()).doesNotContain("Starting an embedded");
    }
}

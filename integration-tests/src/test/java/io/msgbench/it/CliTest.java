package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.cli.ExitCode;
import io.msgbench.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark} as users call it, in this JVM: the embedded-broker default, bad input and an
 * unreachable broker, with their exit codes and messages.
 */
class CliTest {

    /** Runs the CLI and captures what it prints. */
    record Outcome(int exit, String out, String err) {
    }

    static synchronized Outcome cli(String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(outBytes, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(errBytes, true, StandardCharsets.UTF_8));
        try {
            int exit = Main.run(args);
            return new Outcome(exit, outBytes.toString(StandardCharsets.UTF_8), errBytes.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    static Path write(Path dir, String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    @Test
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

        Outcome outcome = cli("--interval", "2s", "--output", result.toString(), workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.OK);
        assertThat(outcome.out()).contains("Embedded kafka broker ready")
                .contains("Latency Type,Average,50th,75th,95th,99th,99.9th,99.99th,Maximum")
                .containsPattern("\\[measure \\d:\\d\\d / \\d:\\d\\d left\\] pub \\d+ msg/s")
                .contains("lost 0, duplicated 0, out of order 0");
        JsonNode json = new ObjectMapper().readTree(result.toFile());
        assertThat(json.get("msgbench").get("status").asText()).isEqualTo("complete");
        long pid = Long.parseLong(json.get("msgbench").get("environment").get("embeddedBroker")
                .asText().replaceAll(".*pid (\\d+).*", "$1"));
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("broker stopped").isFalse();
    }

    @Test
    void aMisspeltWorkloadKeyIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path workload = write(dir, "bad.yaml", "topics: 1\nmessageSize: 100\nproducerRate: 10\ntestDurationMinute: 1\n");
        Outcome outcome = cli(workload.toString());
        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip()).isEqualTo("error: " + workload
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
        Outcome outcome = cli("--drivers", driver.toString(), KafkaBroker.home().resolve("workloads/smoke-20s.yaml").toString());
        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err()).startsWith("error: " + driver + ": replicationFactr: unknown key (did you mean "
                + "'replicationFactor'?)").doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void anUnknownDriverClassIsBadInput(@TempDir Path dir) throws Exception {
        Path driver = write(dir, "x.yaml", "name: X\ndriverClass: com.example.NoSuchDriver\n");
        Outcome outcome = cli("--drivers", driver.toString(), KafkaBroker.home().resolve("workloads/smoke-20s.yaml").toString());
        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err()).startsWith("error: " + driver + ": driverClass: unknown driver class "
                + "'com.example.NoSuchDriver'; known: ").contains("io.openmessaging.benchmark.driver.kafka.KafkaBenchmarkDriver");
    }

    @Test
    void anUnreachableBrokerFailsTheRunWithAClearLineAndAResult(@TempDir Path dir) throws Exception {
        Path driver = write(dir, "kafka.yaml", """
                name: Kafka-nowhere
                driverClass: io.msgbench.driver.kafka.KafkaDriver
                commonConfig: |
                  bootstrap.servers=127.0.0.1:9
                  default.api.timeout.ms=3000
                """);
        Path result = dir.resolve("nowhere.json");
        Outcome outcome = cli("--drivers", driver.toString(), "--output", result.toString(),
                KafkaBroker.home().resolve("workloads/smoke-20s.yaml").toString());
        assertThat(outcome.exit()).isEqualTo(ExitCode.RUN_FAILED);
        assertThat(outcome.err()).contains("error: run incomplete: initialize: cannot reach Kafka at "
                + "bootstrap.servers=127.0.0.1:9").doesNotContain("\tat ");
        JsonNode json = new ObjectMapper().readTree(result.toFile());
        assertThat(json.get("msgbench").get("status").asText()).isEqualTo("incomplete");
        assertThat(json.get("msgbench").get("failure").asText()).startsWith("initialize: cannot reach Kafka");
    }
}

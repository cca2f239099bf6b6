package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import io.msgbench.result.ResultSchema;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A driver that blocks inside createTopics itself, before it returns a future (the fault driver's
 * {@code blockTopicCreation}, around the loopback driver: no broker), held {@code bin/benchmark} at the run's start
 * for good, because the worker bounded only the wait for the future. The call is bounded too: the run ends
 * incomplete at create-topics, exit 1, with one line naming what did not answer and the bound: the worker's
 * {@code --client-timeout}, 60 s by default, 3 s here (the teardown's deletion of the topic waits as long).
 */
class BlockedTopicCreationTest {
    private static final String ERROR =
            "error: run incomplete: create-topics: creating 1 topic(s): no answer within 3 s";

    @Test
    void binBenchmarkFailsTheRunWithOneLineInsteadOfHanging(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "loopback-blocking.yaml", """
                name: Loopback-blocking-topic-creation
                driverClass: faults
                wraps: loopback
                faults:
                  blockTopicCreation: true
                """);
        Path workload = CliTest.write(dir, "short.yaml", """
                topics: 1
                messageSize: 100
                producerRate: 100
                warmup: 1s
                testDuration: 2s
                """);
        Path result = dir.resolve("result.json");

        // binBenchmark fails the test if the process has not exited within 4 minutes: a guard, not a timing
        FaultDrivers.BinBenchmark run = FaultDrivers.binBenchmark(
                dir,
                "--drivers",
                driver.toString(),
                "--client-timeout",
                "3s",
                "--output",
                result.toString(),
                workload.toString());

        String output = run.output();
        assertThat(run.exit()).as(output).isEqualTo(ExitCode.RUN_FAILED);
        assertThat(output.lines().filter(line -> line.startsWith("error: ")))
                .as(output)
                .containsExactly(ERROR);
        assertThat(output).doesNotContain("\tat ").doesNotContain("-- measure");
        JsonNode msgbench = ResultSchema.read(result).get("msgbench");
        assertThat(msgbench.get("status").asText()).isEqualTo("incomplete");
        assertThat(msgbench.get("failure").asText())
                .isEqualTo("create-topics: creating 1 topic(s): no answer within 3 s");
    }
}

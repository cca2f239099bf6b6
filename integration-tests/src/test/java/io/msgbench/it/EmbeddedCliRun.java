package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import io.msgbench.result.ResultSchema;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bin/benchmark --drivers <shipped embedded driver file>} as users call it, on a short study-shaped
 * workload (one topic, 100-byte messages, a constant rate): the CLI starts its own broker, runs and stops it.
 *
 * @param outcome what the CLI printed and its exit status
 * @param ours    the result file's {@code msgbench} section
 */
record EmbeddedCliRun(Cli.Outcome outcome, JsonNode ours) {
    private static final String SHORT_WORKLOAD = """
            topics: 1
            partitionsPerTopic: 2
            keyDistributor: KEY_ROUND_ROBIN
            messageSize: 100
            producerRate: 500
            warmup: 2s
            testDuration: 4s
            """;

    /** @param options more command-line options, before the workload file */
    static EmbeddedCliRun of(Path dir, String shippedDriverFile, String... options) throws Exception {
        Path workload = CliTest.write(dir, "short.yaml", SHORT_WORKLOAD);
        Path result = dir.resolve("result.json");
        List<String> args = new ArrayList<>(List.of(
                "--drivers",
                KafkaBroker.home().resolve(shippedDriverFile).toString(),
                "--interval",
                "2s",
                "--output",
                result.toString()));
        args.addAll(List.of(options));
        args.add(workload.toString());
        Cli.Outcome outcome = Cli.run(args.toArray(String[]::new));
        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.OK);
        return new EmbeddedCliRun(outcome, ResultSchema.read(result).get("msgbench"));
    }

    /**
     * Complete, the studies' table printed, every send answered and nothing lost (in the result document, and
     * said on the console), the broker's CPU recorded in every interval of the
     * measure phase, and the embedded broker's process gone.
     */
    EmbeddedCliRun assertCompleteWithNothingLostOnA(String brokerType) {
        assertThat(outcome.out())
                .as("its stderr: %s", outcome.err()) // a client's warning (a lost connection) names a cause
                .contains("Embedded " + brokerType + " broker ready")
                .contains("Latency Type,Average,50th,75th,95th,99th,99.9th,99.99th,Maximum")
                .contains("lost 0, duplicated 0, out of order 0");
        assertThat(ours.get("status").asText()).isEqualTo("complete");
        RecordedCounts.assertEverySendAnsweredAndNothingLost(ours.get("counts"));
        List<JsonNode> measured = measureIntervals();
        assertThat(measured)
                .isNotEmpty()
                .allSatisfy(interval -> assertThat(
                                interval.path("broker").path("cpuCores").isNumber())
                        .as("broker figures in " + interval)
                        .isTrue());
        assertThat(measured)
                .anySatisfy(interval -> assertThat(
                                interval.get("broker").get("cpuCores").asDouble())
                        .isPositive());
        long pid = Long.parseLong(environment().get("embeddedBroker").asText().replaceAll(".*pid (\\d+).*", "$1"));
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false))
                .as("broker stopped")
                .isFalse();
        return this;
    }

    /** The result's intervals of the measure phase. */
    List<JsonNode> measureIntervals() {
        List<JsonNode> measured = new ArrayList<>();
        ours.get("intervals").forEach(interval -> {
            if ("measure".equals(interval.get("phase").asText())) {
                measured.add(interval);
            }
        });
        return measured;
    }

    JsonNode driverSettings() {
        return ours.get("driverSettings");
    }

    JsonNode environment() {
        return ours.get("environment");
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import io.msgbench.result.ResultSchema;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Broker faults in a whole CLI run on the embedded RabbitMQ node: a 3 s freeze (well inside AMQP's 60 s
 * heartbeat) costs latency and no send; a kill fails the sends in flight and every later one, none left
 * unanswered (the producer's channel closing fails what it had not confirmed), and the run ends, counting as lost
 * exactly what was acknowledged and still unread when the broker died.
 */
class RabbitMqFaultRunTest {
    private static final String WORKLOAD = """
            topics: 1
            partitionsPerTopic: 1
            messageSize: 100
            producerRate: 500
            warmup: 1s
            testDuration: 12s
            faults:
              - {at: 2s, action: pause-broker, duration: 3s}
              - {at: 8s, action: kill-broker}
            """;

    @Test
    void aFreezeCostsNoSendAndAKillFailsEverySendItLeavesUnconfirmed(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "faults.yaml", WORKLOAD);
        Path result = dir.resolve("result.json");

        Cli.Outcome outcome = Cli.run(
                "--drivers",
                KafkaBroker.home()
                        .resolve("driver-rabbitmq/rabbitmq-embedded.yaml")
                        .toString(),
                "--interval",
                "1s",
                "--output",
                result.toString(),
                workload.toString());

        JsonNode ours = ResultSchema.read(result).get("msgbench");
        // what the consumer had not read when the broker died is lost (no restart follows), and nothing else: on
        // a quiet machine the consumer keeps up and nothing is; under load (two suites at once) it lagged, 1,140
        // acknowledged messages were still unread at the kill, and the run rightly ended with exit 3
        JsonNode intervals = ours.get("intervals");
        long unreadAtTheEnd = intervals.get(intervals.size() - 1).get("backlog").asLong();
        long lost = ours.get("counts").get("lost").asLong();
        assertThat(lost).as(outcome.out() + outcome.err()).isEqualTo(unreadAtTheEnd);
        assertThat(outcome.exit())
                .as(outcome.out() + outcome.err())
                .isEqualTo(lost == 0 ? ExitCode.OK : ExitCode.MESSAGES_LOST);
        JsonNode pause = ours.get("faults").get(0);
        JsonNode kill = ours.get("faults").get(1);
        assertThat(pause.get("outcome").asText()).isEqualTo("done");
        assertThat(kill.get("outcome").asText()).isEqualTo("done");
        // by interval, not by the faults' impact: a pause's impact runs to its recovery, which may be after the kill
        Instant killed = Instant.parse(kill.get("started").asText());
        long failedBeforeKill = 0;
        long failedAfter = 0;
        for (JsonNode interval : intervals) {
            long failed = interval.get("counts").get("failed").asLong();
            if (Instant.parse(interval.get("end").asText()).isBefore(killed)) {
                failedBeforeKill += failed;
            } else {
                failedAfter += failed;
            }
        }
        assertThat(failedBeforeKill)
                .as("sends failed before the kill (the freeze among them)")
                .isZero();
        assertThat(failedAfter).as("sends failed after the kill").isPositive();
        JsonNode counts = ours.get("counts");
        assertThat(counts.get("acked").asLong() + counts.get("failed").asLong())
                .as("every send answered")
                .isEqualTo(counts.get("sent").asLong());
    }
}

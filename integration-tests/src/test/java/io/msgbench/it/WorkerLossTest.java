package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import io.msgbench.result.ResultSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A worker JVM killed in the middle of a distributed run: the coordinator notices it by the heartbeat rule,
 * stops the load on the other worker, writes the partial result marked incomplete and exits 1. The
 * assertions are on what the programs recorded (the detection as the coordinator measured it, counts,
 * order), never on how long anything took.
 */
@ExtendWith(KafkaBroker.class)
class WorkerLossTest {
    /** Against a hang only. */
    private static final Duration BOUND = Duration.ofMinutes(2);
    /** The heartbeat rule: a worker is lost after this long without an answer, never sooner. */
    private static final long LOST_AFTER_MS = 3_500;

    private static final Pattern DETECTION = Pattern.compile("no heartbeat answer for (\\d+) ms");

    @Test
    void aKilledWorkerEndsTheRunIncompleteAndIdlesTheOthers(@TempDir Path dir) throws Exception {
        Path token = Files.writeString(dir.resolve("token"), DistributedRunTest.TOKEN);
        try (WorkerProcess producer = WorkerProcess.start(token);
                WorkerProcess consumer = WorkerProcess.start(token)) {
            Path driver = kafkaDriver(dir, "Kafka-loss");
            Path workload = Files.writeString(dir.resolve("long.yaml"), """
                    topics: 1
                    partitionsPerTopic: 2
                    messageSize: 200
                    producerRate: 500
                    warmup: 1s
                    testDuration: 120s
                    """);
            Path result = dir.resolve("partial.json");
            CompletableFuture<Cli.Outcome> run = CompletableFuture.supplyAsync(() -> Cli.run(
                    "--workers",
                    producer.url() + "," + consumer.url(),
                    "--token-file",
                    token.toString(),
                    "--drivers",
                    driver.toString(),
                    "--interval",
                    "1s",
                    "--output",
                    result.toString(),
                    workload.toString()));

            awaitSending(producer, run);
            String session = producer.runningSession(BOUND);
            Instant killedAt = Instant.now();
            consumer.kill();
            Cli.Outcome outcome = run.get(BOUND.toSeconds(), TimeUnit.SECONDS);

            assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.RUN_FAILED);
            assertThat(outcome.err())
                    .contains("error: worker " + consumer.url() + " lost: ")
                    .contains("error: run incomplete: ")
                    .doesNotContain("\tat ");
            JsonNode ours = ResultSchema.read(result).get("msgbench");
            assertThat(ours.get("status").asText()).isEqualTo("incomplete");
            String failure = ours.get("failure").asText();
            assertThat(failure).contains("worker " + consumer.url() + " lost");
            Matcher detection = DETECTION.matcher(failure);
            assertThat(detection.find())
                    .as("the heartbeat's own record of the silence: " + failure)
                    .isTrue();
            assertThat(Long.parseLong(detection.group(1)))
                    .as("declared lost by the rule, not sooner")
                    .isGreaterThanOrEqualTo(LOST_AFTER_MS);
            long sent = ours.get("counts").get("sent").asLong();
            assertThat(sent).isPositive();
            JsonNode lostWorker = ours.get("distributed").get("workers").get(1);
            assertThat(lostWorker.get("lost").asBoolean()).isTrue();
            assertThat(ours.get("distributed").get("workers").get(0).get("lost").asBoolean())
                    .isFalse();
            assertThat(Instant.parse(phaseEnd(ours, "measure")))
                    .as("the measure phase ended because of the kill")
                    .isAfter(killedAt);

            // the surviving worker was released by the coordinator (not by its lease), its load stopped, and
            // what it had sent is exactly what the result counts: nothing was sent after the last snapshot
            producer.awaitLine(Pattern.compile("coordinator session " + session + " ended"), BOUND);
            Matcher stopped = producer.awaitLine(
                    Pattern.compile("coordinator session " + session
                            + ": load (.+), clients closed; (\\d+) message\\(s\\) sent"),
                    BOUND);
            assertThat(stopped.group(1)).isEqualTo("stopped");
            assertThat(Long.parseLong(stopped.group(2))).isEqualTo(sent);
            assertThat(producer.output()).doesNotContain("silent for");
            assertThat(producer.metric("msgbench_worker_load_running")).isZero();
            assertThat(producer.metric("msgbench_worker_coordinator_connected")).isZero();
        }
    }

    @Test
    void aKillWorkerFaultHaltsThatWorkerAndTheResultSaysSo(@TempDir Path dir) throws Exception {
        Path token = Files.writeString(dir.resolve("token"), DistributedRunTest.TOKEN);
        try (WorkerProcess producer = WorkerProcess.start(token);
                WorkerProcess consumer = WorkerProcess.start(token)) {
            Path driver = kafkaDriver(dir, "Kafka-kill-worker");
            Path workload = Files.writeString(dir.resolve("kill-worker.yaml"), """
                    topics: 1
                    partitionsPerTopic: 2
                    messageSize: 200
                    producerRate: 500
                    warmup: 1s
                    testDuration: 60s
                    faults:
                      - {at: 3s, action: kill-worker, worker: 1}
                    """);
            Path result = dir.resolve("killed.json");

            Cli.Outcome outcome = Cli.run(
                    "--workers",
                    producer.url() + "," + consumer.url(),
                    "--token-file",
                    token.toString(),
                    "--drivers",
                    driver.toString(),
                    "--interval",
                    "1s",
                    "--output",
                    result.toString(),
                    workload.toString());

            assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.RUN_FAILED);
            assertThat(consumer.awaitExit(BOUND)).as("the worker halted itself").isEqualTo(137);
            assertThat(outcome.out()).contains("fault 1: kill-worker 1 at 3s: done");
            JsonNode ours = ResultSchema.read(result).get("msgbench");
            assertThat(ours.get("status").asText()).isEqualTo("incomplete");
            assertThat(ours.get("failure").asText()).contains("worker " + consumer.url() + " lost");
            JsonNode fault = ours.get("faults").get(0);
            assertThat(fault.get("outcome").asText()).isEqualTo("done");
            assertThat(fault.get("detail").asText())
                    .isEqualTo("worker 1 (" + consumer.url() + ") told to halt its JVM");
            long faultOffsetMs = fault.get("startOffsetMs").asLong();
            assertThat(faultOffsetMs).as("a fault never fires before its time").isGreaterThanOrEqualTo(3_000L);
            Instant measureStart = Instant.parse(phaseField(ours, "measure", "start"));
            assertThat(Instant.parse(phaseEnd(ours, "measure")))
                    .as("the kill ended the measure phase, after it fired")
                    .isAfter(measureStart.plusMillis(faultOffsetMs));
            assertThat(producer.isAlive()).isTrue();
            assertThat(producer.metric("msgbench_worker_load_running")).isZero();
        }
    }

    /** A driver file for the shared broker: the workers connect to it themselves. */
    private static Path kafkaDriver(Path dir, String name) throws Exception {
        return Files.writeString(dir.resolve("kafka.yaml"), """
                name: %s
                driverClass: io.msgbench.driver.kafka.KafkaDriver
                commonConfig: |
                  bootstrap.servers=%s
                consumerConfig: |
                  auto.offset.reset=earliest
                """.formatted(name, KafkaBroker.bootstrapServers()));
    }

    /** Polls the producer's count until load runs (the in-process CLI's output is only seen once it returns). */
    private static void awaitSending(WorkerProcess producer, CompletableFuture<Cli.Outcome> run) throws Exception {
        long deadline = System.nanoTime() + BOUND.toNanos();
        while (producer.metric("msgbench_worker_messages_sent_total") < 1_000) {
            if (run.isDone() || System.nanoTime() > deadline) {
                throw new AssertionError("the run never got going: " + (run.isDone() ? run.get() : "timeout"));
            }
            Thread.sleep(200);
        }
    }

    private static String phaseEnd(JsonNode ours, String phase) {
        return phaseField(ours, phase, "end");
    }

    private static String phaseField(JsonNode ours, String phase, String field) {
        for (JsonNode record : ours.get("phases")) {
            if (phase.equals(record.get("phase").asText())) {
                return record.get(field).asText();
            }
        }
        throw new AssertionError("no phase " + phase + " in " + ours.get("phases"));
    }
}

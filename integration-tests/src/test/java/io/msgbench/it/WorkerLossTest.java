package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.cli.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A worker JVM killed in the middle of a distributed run: the coordinator notices within the heartbeat
 * bound, stops the load on the other worker, writes the partial result marked incomplete and exits 1.
 */
@ExtendWith(KafkaBroker.class)
class WorkerLossTest {
    /** The bound for noticing a dead worker. */
    private static final Duration NOTICE_BOUND = Duration.ofSeconds(5);
    /** Scheduling slack on a loaded CI machine, on top of the bound. */
    private static final Duration SLACK = Duration.ofSeconds(2);

    @Test
    void aKilledWorkerEndsTheRunIncompleteAndIdlesTheOthers(@TempDir Path dir) throws Exception {
        Path token = Files.writeString(dir.resolve("token"), DistributedRunTest.TOKEN);
        try (WorkerProcess producer = WorkerProcess.start(token); WorkerProcess consumer = WorkerProcess.start(token)) {
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
            CompletableFuture<Cli.Outcome> run = CompletableFuture.supplyAsync(() -> Cli.run("--workers",
                    producer.url() + "," + consumer.url(), "--token-file", token.toString(), "--drivers", driver.toString(),
                    "--interval", "1s", "--output", result.toString(), workload.toString()));

            awaitSending(producer, run);
            Instant killedAt = Instant.now();
            consumer.kill();
            Cli.Outcome outcome = run.get(90, TimeUnit.SECONDS);

            assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.RUN_FAILED);
            assertThat(outcome.err()).contains("error: worker " + consumer.url() + " lost: ")
                    .contains("error: run incomplete: ").doesNotContain("\tat ");
            JsonNode ours = new ObjectMapper().readTree(result.toFile()).get("msgbench");
            assertThat(ours.get("status").asText()).isEqualTo("incomplete");
            assertThat(ours.get("failure").asText()).contains("worker " + consumer.url() + " lost");
            assertThat(ours.get("counts").get("sent").asLong()).isPositive();
            JsonNode lostWorker = ours.get("distributed").get("workers").get(1);
            assertThat(lostWorker.get("lost").asBoolean()).isTrue();
            Instant loadPhaseEnd = Instant.parse(phaseEnd(ours, "measure"));
            assertThat(Duration.between(killedAt, loadPhaseEnd)).isLessThan(NOTICE_BOUND.plus(SLACK));

            // the surviving worker was told to stop and released: no load left running
            assertThat(producer.metric("msgbench_worker_load_running")).isZero();
            assertThat(producer.metric("msgbench_worker_coordinator_connected")).isZero();
            long sent = producer.metric("msgbench_worker_messages_sent_total");
            Thread.sleep(1_500);
            assertThat(producer.metric("msgbench_worker_messages_sent_total")).isEqualTo(sent);
        }
    }

    @Test
    void aKillWorkerFaultHaltsThatWorkerAndTheResultSaysSo(@TempDir Path dir) throws Exception {
        Path token = Files.writeString(dir.resolve("token"), DistributedRunTest.TOKEN);
        try (WorkerProcess producer = WorkerProcess.start(token); WorkerProcess consumer = WorkerProcess.start(token)) {
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

            Cli.Outcome outcome = Cli.run("--workers", producer.url() + "," + consumer.url(), "--token-file",
                    token.toString(), "--drivers", driver.toString(), "--interval", "1s", "--output", result.toString(),
                    workload.toString());

            assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.RUN_FAILED);
            assertThat(consumer.awaitExit(Duration.ofSeconds(30))).as("the worker halted itself").isEqualTo(137);
            assertThat(outcome.out()).contains("fault 1: kill-worker 1 at 3s: done");
            JsonNode ours = new ObjectMapper().readTree(result.toFile()).get("msgbench");
            assertThat(ours.get("status").asText()).isEqualTo("incomplete");
            assertThat(ours.get("failure").asText()).contains("worker " + consumer.url() + " lost");
            JsonNode fault = ours.get("faults").get(0);
            assertThat(fault.get("outcome").asText()).isEqualTo("done");
            assertThat(fault.get("detail").asText()).isEqualTo("worker 1 (" + consumer.url() + ") told to halt its JVM");
            assertThat(fault.get("startOffsetMs").asLong()).isBetween(3_000L, 10_000L);
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

    private static void awaitSending(WorkerProcess producer, CompletableFuture<Cli.Outcome> run) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (producer.metric("msgbench_worker_messages_sent_total") < 1_000) {
            if (run.isDone() || System.nanoTime() > deadline) {
                throw new AssertionError("the run never got going: " + (run.isDone() ? run.get() : "timeout"));
            }
            Thread.sleep(200);
        }
    }

    private static String phaseEnd(JsonNode ours, String phase) {
        for (JsonNode record : ours.get("phases")) {
            if (phase.equals(record.get("phase").asText())) {
                return record.get("end").asText();
            }
        }
        throw new AssertionError("no phase " + phase + " in " + ours.get("phases"));
    }
}

package io.msgbench.it;

import static io.msgbench.it.DistributedRuns.Recorded;
import static io.msgbench.it.DistributedRuns.assertExact;
import static io.msgbench.it.DistributedRuns.workload;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.cli.ExitCode;
import io.msgbench.coordinator.BenchmarkRun;
import io.msgbench.coordinator.ResultContext;
import io.msgbench.coordinator.RunControl;
import io.msgbench.coordinator.RunListener;
import io.msgbench.coordinator.SplitMode;
import io.msgbench.driver.api.ClientMetrics;
import io.msgbench.fault.FaultTargets;
import io.msgbench.measure.HostClock;
import io.msgbench.remote.Cluster;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.ResultSchema;
import io.msgbench.result.RunResult;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs on two real worker JVMs (loopback, adjacent free ports, token) against the real KRaft broker: split and
 * swarm runs whose merged counts are exact and whose merged histograms are the sum of the workers'; the
 * CLI's distributed path; and the worker API's refusals.
 */
@ExtendWith(KafkaBroker.class)
class DistributedRunTest {
    static final String TOKEN = DistributedRuns.TOKEN;

    @TempDir
    static Path dir;

    static Path tokenFile;
    static final List<WorkerProcess> workers = new ArrayList<>();

    @BeforeAll
    static void startWorkers() throws Exception {
        tokenFile = Files.writeString(dir.resolve("token"), TOKEN + "\n");
        // side by side, as people start two workers on one host: neither may take the other's port
        int port = WorkerProcess.freeAdjacentPorts();
        for (int i = 0; i < 2; i++) {
            workers.add(WorkerProcess.start(tokenFile, port + i));
        }
    }

    @AfterAll
    static void stopWorkers() throws Exception {
        for (WorkerProcess worker : workers) {
            worker.close();
        }
    }

    private static Recorded run(SplitMode mode) {
        return DistributedRuns.run(mode, workers, workload(mode.label(), Duration.ofSeconds(4)), RunListener.NONE);
    }

    @Test
    void aSplitRunProducesOnOneWorkerConsumesOnTheOtherAndAddsUpExactly() {
        Recorded run = run(SplitMode.SPLIT);

        assertThat(run.shares()).extracting("producers").containsExactly(2, 0);
        assertThat(run.shares()).extracting("consumers").containsExactly(0, 2);
        assertExact(run);
        // the acks live on one worker, the receipts on the other: only the merged sets can say nothing was lost
        assertThat(run.deliveryStates().get(0).subscriptions()).isEmpty();
        assertThat(run.deliveryStates().get(1).acked()).isEmpty();
    }

    @Test
    void aSwarmRunKeepsEachTopicOnOneWorkerAndAddsUpExactly() {
        Recorded run = run(SplitMode.SWARM);

        assertThat(run.shares()).extracting("producers").containsExactly(1, 1);
        assertThat(run.shares()).extracting("consumers").containsExactly(1, 1);
        assertExact(run);
    }

    /** A dashboard follows a run live: each worker's Prometheus page carries its latencies of the load so far. */
    @Test
    void eachWorkersPrometheusPageCarriesItsLatenciesDuringTheRun() {
        List<String> pages = new CopyOnWriteArrayList<>();
        RunListener scrapeInMeasure = new RunListener() {
            @Override
            public void intervalSampled(IntervalResult interval, Duration elapsed, Duration remaining) {
                if (RunResult.MEASURE_PHASE.equals(interval.phase()) && pages.isEmpty()) {
                    try {
                        pages.add(workers.get(0).metrics());
                        pages.add(workers.get(1).metrics());
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                }
            }
        };

        Recorded run = DistributedRuns.run(
                SplitMode.SPLIT, workers, workload("prometheus", Duration.ofSeconds(4)), scrapeInMeasure);

        assertThat(run.result().complete()).as(run.result().failure()).isTrue();
        assertThat(pages).hasSize(2);
        // split: the producers run on worker 0, the consumers on worker 1
        assertThat(summaryCount(pages.get(0), "publish")).isPositive();
        assertThat(pages.get(0))
                .contains("msgbench_worker_latency_seconds{metric=\"publish\",quantile=\"0.99\"} ")
                .contains("msgbench_worker_latency_seconds{metric=\"publish\",quantile=\"1\"} ");
        assertThat(summaryCount(pages.get(1), "e2e")).isPositive();
        assertThat(summaryCount(pages.get(1), "publish")).isZero();
    }

    private static long summaryCount(String page, String metric) {
        Matcher count = Pattern.compile(
                        "(?m)^msgbench_worker_latency_seconds_count\\{metric=\"" + metric + "\"\\} (\\d+)$")
                .matcher(page);
        return count.find() ? Long.parseLong(count.group(1)) : -1;
    }

    /** The result saved before teardown (what Ctrl-C keeps) is the whole result: distribution and environment in it. */
    @Test
    void theResultGivenBeforeTeardownAlreadyRecordsTheDistributionAndTheEnvironment() {
        List<RunResult> beforeTeardown = new ArrayList<>();
        RunResult result;
        List<URI> urls = workers.stream().map(WorkerProcess::url).toList();
        try (Cluster cluster = Cluster.connect(urls, Optional.of(TOKEN), SplitMode.SPLIT, lost -> {})) {
            result = new BenchmarkRun(
                            workload("before-teardown", Duration.ofSeconds(2)),
                            KafkaBroker.driver("driver-kafka/kafka-embedded.yaml"),
                            cluster.group(),
                            Runs.OPTIONS,
                            RunListener.NONE,
                            new RunControl(),
                            FaultTargets.NONE,
                            new ResultContext(Map.of("embeddedBroker", "kafka (test)"), cluster))
                    .execute(beforeTeardown::add);
        }

        assertThat(result.complete()).as(result.failure()).isTrue();
        assertThat(beforeTeardown).hasSize(1);
        for (RunResult written : List.of(beforeTeardown.get(0), result)) {
            assertThat(written.distribution()).as("distribution").isNotNull();
            assertThat(written.distribution().mode()).isEqualTo("split");
            assertThat(written.distribution().workers())
                    .hasSize(2)
                    .allSatisfy(worker ->
                            assertThat(worker.clockAfter()).as("clock after").isNotNull());
            assertThat(written.environment().values()).containsEntry("embeddedBroker", "kafka (test)");
        }
    }

    @Test
    void theCliRunsOnTheWorkersOfAWorkersFileAndRecordsTheSplitAndTheClocks() throws Exception {
        Path result = dir.resolve("cli-result.json");

        Cli.Outcome outcome = splitRunOnBothWorkers("cli", """
                  sasl.jaas.config=secret-login password="hunter2"
                """, result);

        assertThat(outcome.exit()).as(outcome.err()).isEqualTo(ExitCode.OK);
        assertThat(outcome.out())
                .contains("Workers (split mode), clock offsets against this host:")
                .contains(workers.get(0).url() + ": 1 producer(s), 0 consumer(s); clock before ")
                .doesNotContain(TOKEN);
        JsonNode ours = ResultSchema.read(result).get("msgbench");
        JsonNode distributed = ours.get("distributed");
        assertThat(distributed.get("mode").asText()).isEqualTo("split");
        assertThat(distributed.get("workers")).hasSize(2);
        JsonNode clock = distributed.get("workers").get(1).get("clockBefore");
        assertThat(clock.get("samples").asInt()).isGreaterThanOrEqualTo(5);
        assertThat(clock.get("errorBoundNanos").asLong()).isPositive();
        assertThat(distributed.get("workers").get(1).get("clockAfter").isObject())
                .isTrue();
        // both workers run on this host: one kernel, one timer, so their clocks are compared exactly, not by estimate
        assertThat(distributed.get("endToEnd").get("crossHost").asBoolean()).isFalse();
        assertThat(outcome.out()).contains("End-to-end latency measured on one host: worker clocks apart by");
        for (JsonNode worker : distributed.get("workers")) {
            assertThat(worker.get("clockSource").get("kernel").asText())
                    .isEqualTo(HostClock.source().kernel());
        }
        assertThat(ours.get("counts").get("lost").asLong()).isZero();
        assertThat(ours.get("counts").get("received").asLong())
                .isEqualTo(ours.get("counts").get("sent").asLong())
                .isPositive();
        assertThat(ours.get("driverConfig").get("commonConfig").asText())
                .contains("sasl.jaas.config=***redacted***")
                .doesNotContain("hunter2");
        assertThat(Files.readString(result)).doesNotContain(TOKEN);
    }

    /**
     * The Kafka clients' own figures travel with each worker's interval snapshot: in a split run the producer's
     * figures come from one worker and the consumer's from the other, and both reach the result and the report.
     */
    @Test
    void theClientBreakdownOfEveryWorkerReachesTheResultAndTheReport() throws Exception {
        Path result = dir.resolve("breakdown-result.json");

        Cli.Outcome outcome = splitRunOnBothWorkers("breakdown", "", result);

        assertThat(outcome.exit()).as(outcome.err()).isEqualTo(ExitCode.OK);
        assertThat(outcome.out())
                .contains("Client breakdown (ms")
                .contains(ClientMetrics.PRODUCER_QUEUE_AVG + " ")
                .contains(ClientMetrics.FETCH_REQUEST_AVG + " ");
        JsonNode clients = ResultSchema.read(result).get("msgbench").get("clientMetrics");
        for (String figure : List.of(ClientMetrics.PRODUCER_QUEUE_AVG, ClientMetrics.FETCH_REQUEST_AVG)) {
            assertThat(clients.get("measure").has(figure))
                    .as(figure + " in " + clients)
                    .isTrue();
        }
        List<JsonNode> measureSamples = new ArrayList<>();
        clients.get("samples").forEach(sample -> {
            if (RunResult.MEASURE_PHASE.equals(sample.get("phase").asText())) {
                measureSamples.add(sample.get("figures"));
            }
        });
        assertThat(measureSamples)
                .as(clients.toString())
                .isNotEmpty()
                .anySatisfy(figures -> assertThat(figures.has(ClientMetrics.PRODUCER_QUEUE_AVG))
                        .isTrue())
                .anySatisfy(figures ->
                        assertThat(figures.has(ClientMetrics.FETCH_REQUEST_AVG)).isTrue());
    }

    /**
     * {@code bin/benchmark --workers-file} in split mode on both workers: a short Kafka run whose common client
     * settings get {@code extraCommonConfig} (properties lines), its result written to {@code result}.
     */
    private Cli.Outcome splitRunOnBothWorkers(String name, String extraCommonConfig, Path result) throws Exception {
        Path workersFile = Files.writeString(
                dir.resolve(name + "-workers.yaml"),
                "workers:\n  - " + workers.get(0).url() + "\n  - "
                        + workers.get(1).url() + "\nmode: split\n");
        Path driver = Files.writeString(
                dir.resolve(name + "-kafka.yaml"), """
                name: Kafka-distributed
                driverClass: io.msgbench.driver.kafka.KafkaDriver
                commonConfig: |
                  bootstrap.servers=%s
                %sproducerConfig: |
                  acks=all
                consumerConfig: |
                  auto.offset.reset=earliest
                """.formatted(KafkaBroker.bootstrapServers(), extraCommonConfig));
        Path workload = Files.writeString(dir.resolve(name + "-workload.yaml"), """
                topics: 1
                partitionsPerTopic: 2
                messageSize: 200
                producerRate: 500
                warmup: 1s
                testDuration: 3s
                """);
        return Cli.run(
                "--workers-file",
                workersFile.toString(),
                "--token-file",
                tokenFile.toString(),
                "--drivers",
                driver.toString(),
                "--interval",
                "1s",
                "--output",
                result.toString(),
                workload.toString());
    }

    @Test
    void workersOnAdjacentPortsEachServeTheirOwnMetricsOnTheirApiPort() throws Exception {
        assertThat(workers.get(1).port()).isEqualTo(workers.get(0).port() + 1);
        for (WorkerProcess worker : workers) {
            assertThat(worker.metrics()).contains("msgbench_worker_load_running");
        }
    }

    @Test
    void requestsWithoutTheTokenOrWithMalformedBodiesAreRefused() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        URI worker = workers.get(0).url();
        for (String path : new String[] {"/v1/command/StartLoad", "/v1/command/Snapshot", "/v1/unknown"}) {
            HttpResponse<String> response = http.send(
                    HttpRequest.newBuilder(worker.resolve(path))
                            .POST(HttpRequest.BodyPublishers.ofString("{}"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).as(path).isEqualTo(401);
            assertThat(new ObjectMapper().readTree(response.body()).get("error").asText())
                    .startsWith("missing or wrong token");
        }
        HttpResponse<String> malformed = http.send(
                HttpRequest.newBuilder(worker.resolve("/v1/command/CreateProducers"))
                        .header("Authorization", "Bearer " + TOKEN)
                        .header("X-Msgbench-Session", "refusal-test")
                        .POST(HttpRequest.BodyPublishers.ofString("{\"producers\": [{\"producerId\": \"one\"}]}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(malformed.statusCode()).isEqualTo(400);
        assertThat(new ObjectMapper().readTree(malformed.body()).get("error").asText())
                .startsWith("malformed request to /v1/command/CreateProducers");
        http.send(
                HttpRequest.newBuilder(worker.resolve("/v1/release"))
                        .header("Authorization", "Bearer " + TOKEN)
                        .header("X-Msgbench-Session", "refusal-test")
                        .POST(HttpRequest.BodyPublishers.noBody())
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(workers.get(0).output()).doesNotContain(TOKEN);
    }
}

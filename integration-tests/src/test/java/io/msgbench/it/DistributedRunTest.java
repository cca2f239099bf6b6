package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.cli.ExitCode;
import io.msgbench.coordinator.BenchmarkRun;
import io.msgbench.coordinator.ResultContext;
import io.msgbench.coordinator.RunControl;
import io.msgbench.coordinator.RunListener;
import io.msgbench.coordinator.SplitMode;
import io.msgbench.coordinator.WorkerGroup;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.api.ClientMetrics;
import io.msgbench.fault.FaultTargets;
import io.msgbench.measure.DeliveryState;
import io.msgbench.measure.HostClock;
import io.msgbench.measure.Metric;
import io.msgbench.remote.Cluster;
import io.msgbench.remote.RemoteWorker;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.worker.RecordingWorker;
import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Runs on two real worker JVMs (loopback, adjacent free ports, token) against the real KRaft broker: split and
 * swarm runs whose merged counts are exact and whose merged histograms are the sum of the workers'; the
 * CLI's distributed path; and the worker API's refusals.
 */
@Isolated // sixteen worker JVMs at once: the machine is theirs
@ExtendWith(KafkaBroker.class)
class DistributedRunTest {
    static final String TOKEN = "distributed-test-token-0123456789";

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

    static Workload workload(String name, Duration test) {
        return Workload.builder().name(name).topics(2).partitionsPerTopic(2).producersPerTopic(1)
                .subscriptionsPerTopic(1).consumerPerSubscription(1).messageSize(256).producerRate(1_000)
                .keyDistributor(KeyDistributorType.KEY_ROUND_ROBIN).warmupDuration(Duration.ofSeconds(2))
                .testDuration(test).build();
    }

    private record Recorded(RunResult result, List<RecordingWorker> workers, List<WorkerGroup.Share> shares,
                            List<DeliveryState> deliveryStates) {
    }

    /**
     * The embedded Kafka driver file, with 2 minutes (not 30 s) for each worker's first answer from the broker:
     * sixteen worker JVMs connecting at once to a broker on a 2-core machine running another test suite beside
     * this one waited longer than 30 s for it. Each consumer's group session is 2 minutes too (not 45 s): a
     * consumer whose heartbeats starve that long loses its partitions, and Kafka delivers again what it received
     * since its last commit. (A clean-clone CI run once received 29 messages more than were sent, cause not
     * recorded; this is the likeliest one. A failure now prints the counts and the workers' warnings.)
     */
    private static DriverSpec patientKafka() {
        DriverSpec kafka = KafkaBroker.driver("driver-kafka/kafka-embedded.yaml");
        Map<String, Object> values = new LinkedHashMap<>(kafka.values());
        values.put("commonConfig", values.get("commonConfig") + "\ndefault.api.timeout.ms=120000\n");
        values.put("consumerConfig", values.get("consumerConfig") + "\nsession.timeout.ms=120000\n");
        return new DriverSpec(kafka.file(), kafka.name(), kafka.driverClass(), kafka.embeddedBroker(), values);
    }

    private static Recorded run(SplitMode mode) {
        return run(mode, workers, workload(mode.label(), Duration.ofSeconds(4)), RunListener.NONE);
    }

    private static Recorded run(SplitMode mode, List<WorkerProcess> on, Workload workload, RunListener listener) {
        RunControl control = new RunControl();
        List<RecordingWorker> recording = new ArrayList<>();
        List<WorkerGroup.Member> members = new ArrayList<>();
        for (WorkerProcess process : on) {
            RecordingWorker worker = new RecordingWorker(RemoteWorker.connect(process.url(), Optional.of(TOKEN),
                    lost -> control.cancel(lost.getMessage())));
            recording.add(worker);
            members.add(new WorkerGroup.Member(process.url().toString(), worker));
        }
        WorkerGroup group = new WorkerGroup(members, mode);
        try (group) {
            RunResult result = new BenchmarkRun(workload, patientKafka(), group,
                    Runs.OPTIONS, listener, control).execute();
            List<DeliveryState> states = recording.stream().map(RecordingWorker::deliveryState).toList();
            return new Recorded(result, recording, group.shares(), states);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
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

        Recorded run = run(SplitMode.SPLIT, workers, workload("prometheus", Duration.ofSeconds(4)), scrapeInMeasure);

        assertThat(run.result().complete()).as(run.result().failure()).isTrue();
        assertThat(pages).hasSize(2);
        // split: the producers run on worker 0, the consumers on worker 1
        assertThat(summaryCount(pages.get(0), "publish")).isPositive();
        assertThat(pages.get(0)).contains("msgbench_worker_latency_seconds{metric=\"publish\",quantile=\"0.99\"} ")
                .contains("msgbench_worker_latency_seconds{metric=\"publish\",quantile=\"1\"} ");
        assertThat(summaryCount(pages.get(1), "e2e")).isPositive();
        assertThat(summaryCount(pages.get(1), "publish")).isZero();
    }

    private static long summaryCount(String page, String metric) {
        Matcher count = Pattern.compile("(?m)^msgbench_worker_latency_seconds_count\\{metric=\"" + metric + "\"\\} (\\d+)$")
                .matcher(page);
        return count.find() ? Long.parseLong(count.group(1)) : -1;
    }

    /** The coordinator at the scale of bin/perf's coordinator part: sixteen worker JVMs, one topic each, as one group. */
    @Test
    void aSwarmRunOnSixteenWorkerJvmsAddsUpExactly() throws Exception {
        List<WorkerProcess> sixteen = new ArrayList<>();
        try {
            for (int i = 0; i < 16; i++) { // started together, then each awaited (its url() waits until it listens)
                sixteen.add(WorkerProcess.launch("--port", "0", "--bind", "127.0.0.1", "--token-file", tokenFile.toString()));
            }
            sixteen.forEach(WorkerProcess::url);
            Workload workload = Workload.builder().name("sixteen").topics(16).partitionsPerTopic(1).producersPerTopic(1)
                    .subscriptionsPerTopic(1).consumerPerSubscription(1).messageSize(100).producerRate(3_200)
                    .keyDistributor(KeyDistributorType.KEY_ROUND_ROBIN).warmupDuration(Duration.ofSeconds(2))
                    .testDuration(Duration.ofSeconds(4)).build();

            Recorded run = run(SplitMode.SWARM, sixteen, workload, RunListener.NONE);

            assertThat(run.shares()).hasSize(16).allSatisfy(share -> {
                assertThat(share.producers()).isEqualTo(1);
                assertThat(share.consumers()).isEqualTo(1);
            });
            try {
                assertExact(run);
            } catch (AssertionError e) {
                throw new AssertionError(e.getMessage() + "\nthe workers' warnings:\n" + warnings(sixteen), e);
            }
        } finally {
            for (WorkerProcess worker : sixteen) {
                worker.close();
            }
        }
    }

    /** The lines of the workers' logs at WARN or ERROR, each with its worker's number. */
    private static String warnings(List<WorkerProcess> workers) {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < workers.size(); i++) {
            for (String line : workers.get(i).lines()) {
                if (line.contains("WARN") || line.contains("ERROR")) {
                    lines.append("worker ").append(i).append(": ").append(line).append('\n');
                }
            }
        }
        return lines.toString();
    }

    private static void assertExact(Recorded run) {
        RunResult result = run.result();
        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        var counts = result.counts();
        String all = counts.toString();
        assertThat(counts.sent()).as(all).isGreaterThan(3_000);
        assertThat(counts.acked()).as(all).isEqualTo(counts.sent());
        assertThat(counts.received()).as(all).isEqualTo(counts.sent());
        assertThat(counts.receivedUnique()).as(all).isEqualTo(counts.sent());
        assertThat(counts.lost()).as(all).isZero();
        assertThat(counts.duplicated()).as(all).isZero();
        assertThat(counts.outOfOrder()).as(all).isZero();
        assertThat(counts.failed()).as(all).isZero();

        long sentByWorkers = run.workers().stream().mapToLong(w -> w.snapshots().get(w.snapshots().size() - 1).totals().sent()).sum();
        assertThat(sentByWorkers).isEqualTo(counts.sent());
        // one snapshot per worker for the setup sample (dropped), then one per interval
        List<IntervalResult> intervals = result.intervals();
        for (RecordingWorker worker : run.workers()) {
            assertThat(worker.snapshots()).hasSize(intervals.size() + 1);
        }
        for (Metric metric : Metric.values()) {
            Histogram measureSum = new Histogram(3);
            for (int i = 0; i < intervals.size(); i++) {
                Histogram sum = new Histogram(3);
                for (RecordingWorker worker : run.workers()) {
                    sum.add(worker.snapshots().get(i + 1).interval().get(metric));
                }
                assertThat(recorded(intervals.get(i).histograms().get(metric))).as(metric + " interval " + i)
                        .isEqualTo(recorded(sum));
                if (RunResult.MEASURE_PHASE.equals(intervals.get(i).phase())) {
                    measureSum.add(sum);
                }
            }
            assertThat(recorded(result.aggregate().get(metric))).as(metric + " measure phase").isEqualTo(recorded(measureSum));
        }
        assertThat(result.aggregate().get(Metric.END_TO_END_LATENCY).getTotalCount()).isGreaterThan(1_500);
    }

    private static List<String> recorded(Histogram histogram) {
        List<String> values = new ArrayList<>();
        for (HistogramIterationValue value : histogram.recordedValues()) {
            values.add(value.getValueIteratedTo() + "x" + value.getCountAtValueIteratedTo());
        }
        return values;
    }

    /** The result saved before teardown (what Ctrl-C keeps) is the whole result: distribution and environment in it. */
    @Test
    void theResultGivenBeforeTeardownAlreadyRecordsTheDistributionAndTheEnvironment() {
        List<RunResult> beforeTeardown = new ArrayList<>();
        RunResult result;
        List<URI> urls = workers.stream().map(WorkerProcess::url).toList();
        try (Cluster cluster = Cluster.connect(urls, Optional.of(TOKEN), SplitMode.SPLIT, lost -> { })) {
            result = new BenchmarkRun(workload("before-teardown", Duration.ofSeconds(2)),
                    patientKafka(), cluster.group(), Runs.OPTIONS,
                    RunListener.NONE, new RunControl(), FaultTargets.NONE,
                    new ResultContext(Map.of("embeddedBroker", "kafka (test)"), cluster)).execute(beforeTeardown::add);
        }

        assertThat(result.complete()).as(result.failure()).isTrue();
        assertThat(beforeTeardown).hasSize(1);
        for (RunResult written : List.of(beforeTeardown.get(0), result)) {
            assertThat(written.distribution()).as("distribution").isNotNull();
            assertThat(written.distribution().mode()).isEqualTo("split");
            assertThat(written.distribution().workers()).hasSize(2)
                    .allSatisfy(worker -> assertThat(worker.clockAfter()).as("clock after").isNotNull());
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
        assertThat(outcome.out()).contains("Workers (split mode), clock offsets against this host:")
                .contains(workers.get(0).url() + ": 1 producer(s), 0 consumer(s); clock before ")
                .doesNotContain(TOKEN);
        JsonNode ours = new ObjectMapper().readTree(result.toFile()).get("msgbench");
        JsonNode distributed = ours.get("distributed");
        assertThat(distributed.get("mode").asText()).isEqualTo("split");
        assertThat(distributed.get("workers")).hasSize(2);
        JsonNode clock = distributed.get("workers").get(1).get("clockBefore");
        assertThat(clock.get("samples").asInt()).isGreaterThanOrEqualTo(5);
        assertThat(clock.get("errorBoundNanos").asLong()).isPositive();
        assertThat(distributed.get("workers").get(1).get("clockAfter").isObject()).isTrue();
        // both workers run on this host: one kernel, one timer, so their clocks are compared exactly, not by estimate
        assertThat(distributed.get("endToEnd").get("crossHost").asBoolean()).isFalse();
        assertThat(outcome.out()).contains("End-to-end latency measured on one host: worker clocks apart by");
        for (JsonNode worker : distributed.get("workers")) {
            assertThat(worker.get("clockSource").get("kernel").asText()).isEqualTo(HostClock.source().kernel());
        }
        assertThat(ours.get("counts").get("lost").asLong()).isZero();
        assertThat(ours.get("counts").get("received").asLong()).isEqualTo(ours.get("counts").get("sent").asLong()).isPositive();
        assertThat(ours.get("driverConfig").get("commonConfig").asText()).contains("sasl.jaas.config=***redacted***")
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
        assertThat(outcome.out()).contains("Client breakdown (ms").contains(ClientMetrics.PRODUCER_QUEUE_AVG + " ")
                .contains(ClientMetrics.FETCH_REQUEST_AVG + " ");
        JsonNode clients = new ObjectMapper().readTree(result.toFile()).get("msgbench").get("clientMetrics");
        for (String figure : List.of(ClientMetrics.PRODUCER_QUEUE_AVG, ClientMetrics.FETCH_REQUEST_AVG)) {
            assertThat(clients.get("measure").has(figure)).as(figure + " in " + clients).isTrue();
        }
        List<JsonNode> measureSamples = new ArrayList<>();
        clients.get("samples").forEach(sample -> {
            if (RunResult.MEASURE_PHASE.equals(sample.get("phase").asText())) {
                measureSamples.add(sample.get("figures"));
            }
        });
        assertThat(measureSamples).as(clients.toString()).isNotEmpty()
                .anySatisfy(figures -> assertThat(figures.has(ClientMetrics.PRODUCER_QUEUE_AVG)).isTrue())
                .anySatisfy(figures -> assertThat(figures.has(ClientMetrics.FETCH_REQUEST_AVG)).isTrue());
    }

    /**
     * {@code bin/benchmark --workers-file} in split mode on both workers: a short Kafka run whose common client
     * settings get {@code extraCommonConfig} (properties lines), its result written to {@code result}.
     */
    private Cli.Outcome splitRunOnBothWorkers(String name, String extraCommonConfig, Path result) throws Exception {
        Path workersFile = Files.writeString(dir.resolve(name + "-workers.yaml"), "workers:\n  - "
                + workers.get(0).url() + "\n  - " + workers.get(1).url() + "\nmode: split\n");
        Path driver = Files.writeString(dir.resolve(name + "-kafka.yaml"), """
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
        return Cli.run("--workers-file", workersFile.toString(), "--token-file", tokenFile.toString(),
                "--drivers", driver.toString(), "--interval", "1s", "--output", result.toString(), workload.toString());
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
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(worker.resolve(path))
                    .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).as(path).isEqualTo(401);
            assertThat(new ObjectMapper().readTree(response.body()).get("error").asText()).startsWith("missing or wrong token");
        }
        HttpResponse<String> malformed = http.send(HttpRequest.newBuilder(worker.resolve("/v1/command/CreateProducers"))
                .header("Authorization", "Bearer " + TOKEN).header("X-Msgbench-Session", "refusal-test")
                .POST(HttpRequest.BodyPublishers.ofString("{\"producers\": [{\"producerId\": \"one\"}]}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(malformed.statusCode()).isEqualTo(400);
        assertThat(new ObjectMapper().readTree(malformed.body()).get("error").asText())
                .startsWith("malformed request to /v1/command/CreateProducers");
        http.send(HttpRequest.newBuilder(worker.resolve("/v1/release")).header("Authorization", "Bearer " + TOKEN)
                .header("X-Msgbench-Session", "refusal-test").POST(HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(workers.get(0).output()).doesNotContain(TOKEN);
    }
}

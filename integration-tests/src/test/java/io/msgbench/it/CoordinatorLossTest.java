package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.remote.RemoteWorker;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A coordinator killed with kill -9 while its load runs: its worker notices the silence by its lease,
 * stops the load, closes its clients and is free for the next coordinator, all by itself.
 */
class CoordinatorLossTest {
    /** Against a hang only: a loaded machine may be slow, the assertions are on what the worker recorded. */
    private static final Duration BOUND = Duration.ofMinutes(4);

    @Test
    void aWorkerWhoseCoordinatorIsKilledStopsItsLoadWhenTheLeaseLapses(@TempDir Path dir) throws Exception {
        Path token = Files.writeString(dir.resolve("token"), DistributedRunTest.TOKEN);
        Path workload = Files.writeString(dir.resolve("long.yaml"), """
                topics: 1
                partitionsPerTopic: 1
                messageSize: 100
                producerRate: 500
                warmup: 1s
                testDuration: 10m
                """);
        try (WorkerProcess worker = WorkerProcess.start(token);
                CoordinatorProcess coordinator = CoordinatorProcess.start(
                        "--workers",
                        worker.url().toString(),
                        "--token-file",
                        token.toString(),
                        "--drivers",
                        KafkaBroker.home()
                                .resolve("driver-loopback/loopback.yaml")
                                .toString(),
                        "--interval",
                        "1s",
                        "--output",
                        dir.resolve("results").toString(),
                        workload.toString())) {
            coordinator.awaitMeasuring(2, BOUND);
            String session = worker.runningSession(BOUND);
            long sentBeforeKill = worker.metric("msgbench_worker_messages_sent_total");
            assertThat(sentBeforeKill).as("load runs on the worker").isPositive();
            assertThat(worker.metric("msgbench_worker_load_running")).isOne();

            coordinator.killMinus9();

            worker.awaitLine(
                    Pattern.compile("coordinator session " + session + " silent for \\d+ s: stopping the load"), BOUND);
            Matcher stopped = worker.awaitLine(
                    Pattern.compile("coordinator session " + session
                            + ": load (.+), clients closed; (\\d+) message\\(s\\) sent"),
                    BOUND);
            assertThat(stopped.group(1)).as(worker.output()).isEqualTo("stopped");
            assertThat(Long.parseLong(stopped.group(2)))
                    .as("the worker's count covers the load before the kill")
                    .isGreaterThanOrEqualTo(sentBeforeKill);
            assertThat(worker.output())
                    .as("the session ended by its lease, not by a release")
                    .doesNotContain("coordinator session " + session + " ended");
            assertThat(worker.metric("msgbench_worker_load_running")).isZero();
            assertThat(worker.metric("msgbench_worker_coordinator_connected")).isZero();
            // free again: the next coordinator claims it at once (a busy worker would refuse with 409)
            RemoteWorker.connect(worker.url(), Optional.of(DistributedRunTest.TOKEN), lost -> {})
                    .close();
            assertThat(worker.isAlive()).isTrue();
        }
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.coordinator.BenchmarkRun;
import io.msgbench.coordinator.RunControl;
import io.msgbench.coordinator.RunListener;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.EmbeddedBroker;
import io.msgbench.fault.FaultAction;
import io.msgbench.fault.FaultEvent;
import io.msgbench.fault.FaultSpec;
import io.msgbench.fault.FaultTargets;
import io.msgbench.result.DeliveryCounts;
import io.msgbench.result.FaultImpact;
import io.msgbench.result.FaultReport;
import io.msgbench.result.FaultTable;
import io.msgbench.result.ResultJson;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.worker.LocalWorker;
import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run that freezes its broker (SIGSTOP), then kills it (SIGKILL) and restarts it, on a broker of its own
 * (the shared one must survive): the result shows each fault's cost and, with acks=all and an fsync per
 * message, that no acknowledged message was lost.
 */
class KafkaFaultRunTest {
    private static final RunOptions ONE_SECOND_SAMPLES = new RunOptions(Duration.ofSeconds(1), Duration.ofSeconds(60),
            Duration.ofSeconds(60), false);
    private static final Duration PAUSE = Duration.ofSeconds(3);
    private static EmbeddedBroker broker;

    @BeforeAll
    static void startOwnBroker() {
        broker = EmbeddedBroker.start(KafkaBroker.home(), EmbeddedBrokerSpec.of("kafka"), Duration.ofSeconds(120));
    }

    @AfterAll
    static void stopOwnBroker() {
        if (broker != null) {
            broker.close();
        }
    }

    @Test
    void aPauseAndAKillWithRestartAreMeasuredAndLoseNothingWithFsync(@TempDir Path dir) throws Exception {
        long firstPid = broker.pid();
        Workload workload = Workload.builder().name("faults").topics(1).partitionsPerTopic(2).producersPerTopic(1)
                .messageSize(200).producerRate(500).keyDistributor(KeyDistributorType.KEY_ROUND_ROBIN)
                .warmupDuration(Duration.ofSeconds(2)).testDuration(Duration.ofSeconds(40))
                .faults(List.of(FaultSpec.pause(Duration.ofSeconds(4), PAUSE),
                        FaultSpec.of(Duration.ofSeconds(10), FaultAction.KILL_BROKER),
                        FaultSpec.of(Duration.ofSeconds(12), FaultAction.RESTART_BROKER)))
                .build();
        DriverSpec fsync = DriverSpecLoader.load(KafkaBroker.home().resolve("driver-kafka/kafka-sync-embedded.yaml"))
                .withPlaceholders(broker.placeholders());

        RunResult result;
        try (LocalWorker worker = new LocalWorker(Runs.driverLoader())) {
            result = new BenchmarkRun(workload, fsync, worker, ONE_SECOND_SAMPLES, RunListener.NONE, new RunControl(),
                    FaultTargets.broker(broker)).execute();
        }

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        List<FaultReport> faults = result.faults();
        assertThat(faults).extracting(r -> r.event().outcome())
                .as(FaultTable.format(result)).containsOnly(FaultEvent.Outcome.DONE);
        assertThat(broker.pid()).isNotEqualTo(firstPid);

        FaultImpact pause = faults.get(0).impact().orElseThrow();
        assertThat(pause.disrupted()).isTrue();
        assertThat(pause.recoveredWithin()).as(FaultTable.format(result)).isPresent();
        assertThat(pause.recoveredWithin().get()).isGreaterThanOrEqualTo(PAUSE);
        // messages due while the broker was frozen waited for it, counted from their intended send time
        assertThat(pause.worstPublishMillis()).isGreaterThan(PAUSE.toMillis() * 0.8);

        FaultImpact kill = faults.get(1).impact().orElseThrow();
        assertThat(kill.disrupted()).isTrue();
        assertThat(kill.recoveredWithin()).as(FaultTable.format(result)).isPresent();
        assertThat(kill.recoveredWithin().get()).isGreaterThan(Duration.ofSeconds(2)); // the restart came 2 s later
        assertThat(faults.get(2).event().detail()).startsWith("restarted as pid " + broker.pid());

        DeliveryCounts counts = result.counts();
        assertThat(counts.acked()).isGreaterThan(10_000);
        assertThat(counts.lost()).as(FaultTable.format(result)).isZero();
        assertThat(counts.receivedUnique()).isEqualTo(counts.acked());
        assertThat(result.driverSettings().get("durability")).contains("fsync");
        assertThat(FaultTable.format(result)).contains("durability in force: " + result.driverSettings().get("durability"))
                .contains("Publishing recovered within").contains("lost 0");

        Path file = dir.resolve("faults.json");
        ResultJson.write(result, file);
        JsonNode json = new ObjectMapper().readTree(file.toFile()).get("msgbench").get("faults");
        assertThat(json).hasSize(3);
        assertThat(json.get(0).get("spec").get("action").asText()).isEqualTo("pause-broker");
        assertThat(json.get(1).get("impact").get("recoveredWithinMs").asLong()).isGreaterThan(2000);
        assertThat(json.get(2).get("startOffsetMs").asLong()).isGreaterThanOrEqualTo(12_000);
    }
}

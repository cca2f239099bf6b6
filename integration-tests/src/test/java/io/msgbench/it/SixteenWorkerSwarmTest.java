package io.msgbench.it;

import static io.msgbench.it.DistributedRuns.Recorded;
import static io.msgbench.it.DistributedRuns.assertExact;
import static io.msgbench.it.DistributedRuns.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.coordinator.RunListener;
import io.msgbench.coordinator.SplitMode;
import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The coordinator at the scale of bin/perf's coordinator part: sixteen worker JVMs on this host, one topic each,
 * as one swarm against the real KRaft broker, with the driver file's own client timeouts. A failure prints the
 * counts and the workers' warnings (a consumer that lost its partitions to a rebalance says so there).
 */
@RunsAlone // sixteen worker JVMs at once: the machine is theirs
@ExtendWith(KafkaBroker.class)
class SixteenWorkerSwarmTest {

    @Test
    void aSwarmRunOnSixteenWorkerJvmsAddsUpExactly(@TempDir Path dir) throws Exception {
        Path tokenFile = Files.writeString(dir.resolve("token"), DistributedRuns.TOKEN + "\n");
        List<WorkerProcess> sixteen = new ArrayList<>();
        try {
            for (int i = 0; i < 16; i++) { // started together, then each awaited (its url() waits until it listens)
                sixteen.add(WorkerProcess.launch(
                        "--port", "0", "--bind", "127.0.0.1", "--token-file", tokenFile.toString()));
            }
            sixteen.forEach(WorkerProcess::url);
            Workload workload = Workload.builder()
                    .name("sixteen")
                    .topics(16)
                    .partitionsPerTopic(1)
                    .producersPerTopic(1)
                    .subscriptionsPerTopic(1)
                    .consumerPerSubscription(1)
                    .messageSize(100)
                    .producerRate(3_200)
                    .keyDistributor(KeyDistributorType.KEY_ROUND_ROBIN)
                    .warmupDuration(Duration.ofSeconds(2))
                    .testDuration(Duration.ofSeconds(4))
                    .build();

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
}

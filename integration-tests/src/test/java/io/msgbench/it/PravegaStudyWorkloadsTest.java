package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.BacklogReport;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.workload.Workload;
import io.msgbench.workload.WorkloadLoader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The 2020 study's workload files on Pravega, unchanged but at local scale: only rate, durations (and the
 * backlog size) are lowered with the CLI's own {@code --set} overrides, so shape, sizes and keys are the study's.
 */
@ExtendWith(PravegaBroker.class)
class PravegaStudyWorkloadsTest {
    private static final List<String> LOCAL_SCALE = List.of("producerRate=200", "warmup=1s", "testDuration=3s");

    private static Workload localScale(String file, List<String> overrides) {
        return WorkloadLoader.load(KafkaBroker.home().resolve("workloads").resolve(file), overrides);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2020-100b-16-partitions-random-key.yaml", "2020-10kb-1-partition-no-key.yaml"})
    void theStudysWorkloadRunsAtLocalScale(String file) {
        Workload workload = localScale(file, LOCAL_SCALE);
        Workload study =
                WorkloadLoader.load(KafkaBroker.home().resolve("workloads").resolve(file));
        assertThat(workload.partitionsPerTopic()).isEqualTo(study.partitionsPerTopic());
        assertThat(workload.messageSize()).isEqualTo(study.messageSize());
        assertThat(workload.keyDistributor()).isEqualTo(study.keyDistributor());

        RunResult result = Runs.run(workload, PravegaBroker.driver("driver-pravega/pravega-embedded.yaml"));

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.counts().sent()).isPositive();
        assertThat(result.counts().received())
                .isEqualTo(result.counts().acked())
                .isEqualTo(result.counts().sent());
        assertThat(result.counts().lost()).isZero();
        assertThat(result.counts().duplicated()).isZero();
        assertThat(result.counts().outOfOrder()).isZero();
        assertThat(result.driverSettings().get("durability")).startsWith("in-memory");
    }

    @Test
    void theCatchUpStudyBuildsABacklogAndDrainsItAtLocalScale() {
        // 2 MB of 10 KB events instead of 100 GB: consumers paused until it exists, then the catch-up read
        Workload workload = localScale(
                "2020-catch-up-100gb-10kb-16-partitions.yaml",
                List.of("producerRate=200", "warmup=1s", "testDuration=2s", "consumerBacklogSizeGB=0.002"));

        RunResult result = Runs.run(workload, PravegaBroker.driver("driver-pravega/pravega-embedded.yaml"));

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        BacklogReport backlog = result.findings().backlog();
        assertThat(backlog).isNotNull();
        assertThat(backlog.verdict()).as(backlog.detail()).isEqualTo(BacklogReport.DRAINED);
        assertThat(backlog.backlogAtResume()).isGreaterThanOrEqualTo(backlog.targetMessages());
        assertThat(backlog.drainSeconds()).isNotNull();
        assertThat(result.counts().lost()).isZero();
        assertThat(result.counts().receivedUnique()).isEqualTo(result.counts().acked());
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.workload.Workload;
import io.msgbench.workload.WorkloadLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The 2019 study's Pulsar workloads (tests 1–6: 1, 6 and 16 partitions; fsync off here, on in
 * {@link PulsarCliTest}) run unchanged but at local scale: the shipped file with only the rate and the
 * durations lowered, so its shape (topic, partitions, payload file, producers, consumers) is the study's.
 */
@ExtendWith(PulsarBroker.class)
class PulsarStudyWorkloadsTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "1-topic-1-partition-100b.yaml",
                "1-topic-6-partitions-100b.yaml",
                "1-topic-16-partitions-100b.yaml"
            })
    void theStudysWorkloadRunsAtLocalScale(String file, @TempDir Path dir) throws Exception {
        Path shipped = KafkaBroker.home().resolve("workloads").resolve(file);
        String text = Files.readString(shipped);
        for (String line :
                new String[] {"producerRate: 50000", "warmupDurationMinutes: 1", "testDurationMinutes: 15"}) {
            assertThat(text).as(file).contains(line);
        }
        Path local = dir.resolve(file);
        Files.writeString(
                local,
                text.replace("producerRate: 50000", "producerRate: 1000")
                        .replace("warmupDurationMinutes: 1", "warmup: 1s")
                        .replace("testDurationMinutes: 15", "testDuration: 2s"));
        Workload workload = WorkloadLoader.load(local);
        Workload study = WorkloadLoader.load(shipped);
        assertThat(workload.partitionsPerTopic()).isEqualTo(study.partitionsPerTopic());
        assertThat(workload.payloadFile()).isEqualTo(study.payloadFile());

        RunResult result = Runs.run(workload, PulsarBroker.driver());

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.shape().partitionsPerTopic()).isEqualTo(study.partitionsPerTopic());
        assertThat(result.counts().sent()).isPositive();
        assertThat(result.counts().received())
                .isEqualTo(result.counts().acked())
                .isEqualTo(result.counts().sent());
        assertThat(result.counts().lost()).isZero();
        assertThat(result.counts().duplicated()).isZero();
        assertThat(result.driverSettings().get("durability")).contains("journalSyncData=false");
    }
}

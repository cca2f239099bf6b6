package io.msgbench.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.report.text.FindingsText;
import io.msgbench.result.BacklogReport;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.worker.LocalWorker;
import io.msgbench.workload.Workload;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The backlog and catch-up phases on the in-memory driver: a drain that finishes, a backlog that cannot build. */
class BacklogPhaseTest {
    private static final DriverSpec SPEC = new DriverSpec(
            Path.of("in-memory.yaml"),
            "in-memory",
            "in-memory",
            Optional.empty(),
            Map.of("name", "in-memory", "driverClass", "in-memory"));
    /** The stall bound is the drain timeout: 2 s here. */
    private static final RunOptions OPTIONS =
            new RunOptions(Duration.ofMillis(200), Duration.ofSeconds(5), Duration.ofSeconds(2), false);

    private final InMemoryDriver driver = new InMemoryDriver();

    /** 1 MB backlog of 1 KB messages at 4,000 msg/s: about a quarter of a second to build. */
    private static Workload backlogWorkload() {
        return backlogWorkload(4_000);
    }

    private static Workload backlogWorkload(int rate) {
        return Workload.builder()
                .name("backlog")
                .topics(1)
                .messageSize(1024)
                .producerRate(rate)
                .consumerBacklogSizeGB(1.0 / 1024)
                .warmupDuration(Duration.ofMillis(200))
                .testDuration(Duration.ofMillis(600))
                .build();
    }

    private RunResult run(Workload workload) {
        try (LocalWorker worker = new LocalWorker(spec -> LoadedDriver.inFrameworkClassLoader(driver))) {
            return LocalRuns.of(workload, SPEC, worker, OPTIONS).execute();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theBacklogBuildsWhileConsumersArePausedThenDrains() {
        RunResult result = run(backlogWorkload());

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.phases()).extracting("phase").containsSubsequence("warmup", "backlog", "catch-up", "measure");
        BacklogReport backlog = result.findings().backlog();
        assertThat(backlog.verdict()).isEqualTo(BacklogReport.DRAINED);
        assertThat(backlog.targetBytes()).isEqualTo(1 << 20);
        assertThat(backlog.backlogAtResume() * 1024).isGreaterThanOrEqualTo(backlog.targetBytes());
        assertThat(backlog.drainSeconds()).isNotNull().isPositive();
        assertThat(backlog.buildSeconds()).isPositive();
        long peak = result.intervals().stream()
                .filter(i -> i.phase().equals("backlog"))
                .mapToLong(IntervalResult::backlog)
                .max()
                .orElseThrow();
        assertThat(peak).isEqualTo(backlog.backlogAtResume());
        assertThat(result.counts().lost()).isZero();
        assertThat(result.counts().received()).isEqualTo(result.counts().acked());
        assertThat(FindingsText.format(result))
                .contains("Backlog: target 1.0 MB (1024 messages)")
                .contains("catch-up read rate")
                .contains("during catch-up");
    }

    @Test
    void theDrainedLevelAllowsForWhatALiveRunHasInFlight() {
        assertThat(BacklogPhase.inFlightAllowance(100, 1_000_000)).isEqualTo(1_000); // OMB's floor
        assertThat(BacklogPhase.inFlightAllowance(10_000, 10_000_000)).isEqualTo(10_000); // one second at 10,000/s
        assertThat(BacklogPhase.inFlightAllowance(10_000, 4_096)).isEqualTo(2_048); // never above half the target
    }

    @Test
    void aBacklogThatCannotBuildEndsWithAVerdictInsteadOfHanging() {
        driver.ignorePause = true;

        // 100 msg/s without a pause: 1,024 undelivered messages would need delivery to stop for 10 s
        RunResult result = run(backlogWorkload(100));

        // it returned: the stall rule ended the phase (the failure says so), while the recorded backlog stayed short
        assertThat(result.status()).isEqualTo(RunStatus.INCOMPLETE);
        assertThat(result.failure())
                .startsWith("backlog: the backlog stopped growing")
                .contains("for 2 s");
        assertThat(result.intervals().stream()
                        .filter(i -> i.phase().equals("backlog"))
                        .mapToLong(IntervalResult::backlog)
                        .max()
                        .orElseThrow())
                .isLessThan(1_024);
        assertThat(result.findings().backlog().verdict()).isEqualTo(BacklogReport.FAILED);
        assertThat(result.phases()).extracting("phase").doesNotContain("catch-up", "measure");
        assertThat(result.counts().lost()).isZero();
    }
}

package io.msgbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.ClockOffset;
import io.msgbench.result.ClockSource;
import io.msgbench.result.Distribution;
import io.msgbench.result.ResultFixtures;
import io.msgbench.result.RunResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The report's environment block says where a run's clients ran: in-process, or on which workers. */
class EnvironmentBlockTest {
    private static final ClockSource SOURCE = new ClockSource("boot-a", 0);

    @Test
    void aDistributedRunNamesItsWorkersTheirSharesClocksAndTheEndToEndVerdict() {
        ClockOffset offset = new ClockOffset(-1_500_000, 40_000, 80_000, 15);
        Distribution distribution = new Distribution(
                "split",
                List.of(
                        new Distribution.WorkerRecord("http://127.0.0.1:8090", 1, 0, offset, offset, SOURCE, false),
                        new Distribution.WorkerRecord("http://127.0.0.1:8091", 0, 1, offset, null, SOURCE, true)),
                new Distribution.EndToEndClock(true, 3_080, 1234.5, true));
        RunResult local = ResultFixtures.result();
        RunResult distributed = new RunResult(
                local.runId(),
                local.status(),
                local.failure(),
                local.workloadName(),
                local.driverName(),
                local.workloadConfig(),
                local.driverConfig(),
                local.driverSettings(),
                local.shape(),
                local.environment(),
                local.start(),
                local.end(),
                local.phases(),
                local.intervals(),
                local.aggregate(),
                local.counts(),
                local.warnings(),
                local.findings(),
                distribution);

        assertThat(EnvironmentBlock.workers(local)).isEqualTo("1 (in-process)");
        assertThat(EnvironmentBlock.workers(distributed))
                .startsWith("2 worker JVMs, split mode:")
                .contains("http://127.0.0.1:8090 (1 producers, 0 consumers, clock offset -1.500 ms ± 0.040 ms)")
                .contains("http://127.0.0.1:8091 (0 producers, 1 consumers, clock offset -1.500 ms ± 0.040 ms, LOST)")
                .contains("end-to-end crosses hosts: clock error bound 3.080 ms, MARKED UNRELIABLE");
        assertThat(EnvironmentBlock.workers(with(local, new Distribution.EndToEndClock(false, 3, 1234.5, false))))
                .doesNotContain("end-to-end");
        assertThat(EnvironmentBlock.workers(with(local, new Distribution.EndToEndClock(false, 5_000, 1234.5, true))))
                .contains("end-to-end spans workers on one host: clock error bound 5.000 ms, MARKED UNRELIABLE");
    }

    private static RunResult with(RunResult local, Distribution.EndToEndClock clock) {
        ClockOffset offset = new ClockOffset(0, 40_000, 80_000, 15);
        Distribution distribution = new Distribution(
                "split",
                List.of(
                        new Distribution.WorkerRecord("http://127.0.0.1:8090", 1, 0, offset, offset, SOURCE, false),
                        new Distribution.WorkerRecord("http://127.0.0.1:8091", 0, 1, offset, offset, SOURCE, false)),
                clock);
        return new RunResult(
                local.runId(),
                local.status(),
                local.failure(),
                local.workloadName(),
                local.driverName(),
                local.workloadConfig(),
                local.driverConfig(),
                local.driverSettings(),
                local.shape(),
                local.environment(),
                local.start(),
                local.end(),
                local.phases(),
                local.intervals(),
                local.aggregate(),
                local.counts(),
                local.warnings(),
                local.findings(),
                distribution);
    }
}

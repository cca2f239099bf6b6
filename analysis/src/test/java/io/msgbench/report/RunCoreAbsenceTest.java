package io.msgbench.report;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The analysis reads result documents and nothing else: no class of the run core (benchmark-framework) is on its
 * class path, so a dependency on it added by mistake fails here, not in a review.
 */
class RunCoreAbsenceTest {
    @ParameterizedTest
    @ValueSource(
            strings = {
                "io.msgbench.workload.Workload",
                "io.msgbench.coordinator.BenchmarkRun",
                "io.msgbench.worker.LocalWorker",
                "io.msgbench.measure.HostClock",
                "io.msgbench.cli.Main"
            })
    void theRunCoreIsNotOnTheClassPath(String runCoreClass) {
        assertThatThrownBy(() -> Class.forName(runCoreClass)).isInstanceOf(ClassNotFoundException.class);
    }
}

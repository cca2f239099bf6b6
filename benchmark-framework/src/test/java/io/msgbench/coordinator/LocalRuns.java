package io.msgbench.coordinator;

import io.msgbench.driver.DriverSpec;
import io.msgbench.fault.FaultTargets;
import io.msgbench.worker.Worker;
import io.msgbench.workload.Workload;

/** A run as most coordinator tests want it: no listener, no faults, a local result. */
final class LocalRuns {
    private LocalRuns() {}

    static BenchmarkRun of(Workload workload, DriverSpec spec, Worker worker, RunOptions options) {
        return new BenchmarkRun(
                workload,
                spec,
                worker,
                options,
                RunListener.NONE,
                new RunControl(),
                FaultTargets.NONE,
                ResultContext.LOCAL);
    }
}

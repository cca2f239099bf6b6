package io.msgbench.cli;

import io.msgbench.result.RunResult;
import io.msgbench.workload.Workload;
import java.util.List;
import java.util.Optional;

/** What to run next on one driver, given the results of the runs so far on it; empty when done. */
interface RunSequence {
    Optional<Workload> next(List<RunResult> done);

    /** The workloads in order, whatever the results. */
    static RunSequence of(List<Workload> workloads) {
        return done -> done.size() < workloads.size() ? Optional.of(workloads.get(done.size())) : Optional.empty();
    }
}

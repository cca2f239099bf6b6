package io.msgbench.cli;

import io.msgbench.coordinator.BenchmarkRun;
import io.msgbench.coordinator.ResultContext;
import io.msgbench.coordinator.RunControl;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.driver.DriverSpec;
import io.msgbench.fault.BrokerControl;
import io.msgbench.fault.FaultTargets;
import io.msgbench.remote.Cluster;
import io.msgbench.remote.ClusterSpec;
import io.msgbench.result.RunResult;
import io.msgbench.workload.Workload;
import java.io.PrintStream;
import java.util.function.Consumer;

/**
 * One run on worker JVMs: connect (claim each worker, measure its clock, start heartbeats), run the
 * phases on the workers as one group, measure the clocks again, release the workers. A lost worker
 * cancels this run only: the others stop their load and the partial result is kept, marked incomplete.
 */
final class DistributedRunner {
    private final ClusterSpec spec;
    private final RunOptions options;
    private final PrintStream out;
    private final PrintStream err;

    DistributedRunner(ClusterSpec spec, RunOptions options, PrintStream out, PrintStream err) {
        this.spec = spec;
        this.options = options;
        this.out = out;
        this.err = err;
    }

    /**
     * @param broker         the embedded broker the workload's faults act on
     * @param local          what the result records of this host (environment, the embedded broker's figures); the
     *                       cluster adds the distribution
     * @param console        prints the run's progress and warnings (each warning once, also when the report repeats it)
     * @param beforeTeardown gets the result as measured, before the run's teardown (see {@link BenchmarkRun#execute})
     */
    RunResult run(
            Workload workload,
            DriverSpec driver,
            RunControl sessionControl,
            BrokerControl broker,
            ConsoleListener console,
            ResultContext local,
            Consumer<RunResult> beforeTeardown) {
        RunControl control = sessionControl.child();
        try (Cluster cluster = Cluster.connect(spec.urls(), spec.token(), spec.mode(), lost -> {
            err.println("error: " + lost.getMessage() + "; stopping the run");
            control.cancel(lost.getMessage());
        })) {
            ClusterConsole.connected(out, cluster, spec.mode().label());
            RunResult result = new BenchmarkRun(
                            workload,
                            driver,
                            cluster.group(),
                            options,
                            console,
                            control,
                            new FaultTargets(broker, cluster),
                            new ResultContext(local.environment(), cluster, local.broker()))
                    .execute(beforeTeardown);
            ClusterConsole.finished(out, result.distribution());
            return result;
        }
    }
}

package io.msgbench.it;

import io.msgbench.coordinator.BenchmarkRun;
import io.msgbench.coordinator.ResultContext;
import io.msgbench.coordinator.RunControl;
import io.msgbench.coordinator.RunListener;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.driver.DriverFolders;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSource;
import io.msgbench.driver.DriverSpec;
import io.msgbench.fault.FaultTargets;
import io.msgbench.result.RunResult;
import io.msgbench.worker.LocalWorker;
import io.msgbench.workload.Workload;
import java.time.Duration;

/** Runs a workload through the real coordinator, worker and driver folders, as the CLI does. */
final class Runs {
    static final RunOptions OPTIONS =
            new RunOptions(Duration.ofSeconds(2), Duration.ofSeconds(60), Duration.ofSeconds(30), false);

    private Runs() {}

    static DriverLoader driverLoader() {
        return new DriverLoader(DriverFolders.under(KafkaBroker.home()));
    }

    static RunResult run(Workload workload, DriverSpec driver) {
        return run(workload, driver, driverLoader(), OPTIONS);
    }

    static RunResult run(Workload workload, DriverSpec driver, RunOptions options) {
        return run(workload, driver, driverLoader(), options);
    }

    /** The same with drivers from {@code drivers} (the fault driver's folder, say) and other options. */
    static RunResult run(Workload workload, DriverSpec driver, DriverSource drivers, RunOptions options) {
        try (LocalWorker worker = new LocalWorker(drivers)) {
            return new BenchmarkRun(
                            workload,
                            driver,
                            worker,
                            options,
                            RunListener.NONE,
                            new RunControl(),
                            FaultTargets.NONE,
                            ResultContext.LOCAL)
                    .execute();
        } catch (RuntimeException e) {
            throw e; // bad input (a ConfigException) is for the test to judge
        } catch (Exception e) {
            throw new AssertionError("closing the worker failed", e);
        }
    }
}

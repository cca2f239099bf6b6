package io.msgbench.perf;

import io.msgbench.coordinator.BenchmarkRun;
import io.msgbench.coordinator.ResultContext;
import io.msgbench.coordinator.RunControl;
import io.msgbench.coordinator.RunListener;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.driver.DriverFolders;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.fault.FaultTargets;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.RunResult;
import io.msgbench.worker.LocalWorker;
import io.msgbench.workload.Workload;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongSupplier;

/**
 * Runs a workload through the real coordinator and the in-process worker, exactly as {@code bin/benchmark}
 * does, and takes the JVM's readings at the start and end of the measure phase.
 */
final class ObservedRun implements RunListener {
    private final Duration interval;
    private final LongSupplier brokerCpu;
    private long cpuAtStart;
    private Map<String, Long> threadCpuAtStart = Map.of();
    private final Map<String, Long> threadCpuNanos = new TreeMap<>();
    private long allocatedAtStart;
    private long cpuNanos;
    private long allocatedBytes;
    private long heapUsedMax;
    private long liveHeap;
    private int threadsMax;
    private Map<String, Integer> threadsByName = Map.of();

    private long brokerCpuAtStart;
    private long brokerCpuNanos;
    private long fullGcsAtStart;
    private long fullGcs;

    private ObservedRun(Duration interval, LongSupplier brokerCpu) {
        this.interval = interval;
        this.brokerCpu = brokerCpu;
    }

    static Observation run(Path home, DriverSpec driver, Workload workload, Duration interval) {
        return run(home, driver, workload, interval, () -> 0);
    }

    /** @param brokerCpu the broker's CPU time so far, read at the same moments as this JVM's */
    static Observation run(Path home, DriverSpec driver, Workload workload, Duration interval, LongSupplier brokerCpu) {
        ObservedRun observer = new ObservedRun(interval, brokerCpu);
        RunOptions options = new RunOptions(interval, Duration.ofSeconds(60), Duration.ofSeconds(60), false);
        RunResult result;
        try (LocalWorker worker = new LocalWorker(new DriverLoader(DriverFolders.under(home)))) {
            result = new BenchmarkRun(
                            workload,
                            driver,
                            worker,
                            options,
                            observer,
                            new RunControl(),
                            FaultTargets.NONE,
                            ResultContext.LOCAL)
                    .execute();
        } catch (Exception e) {
            throw new IllegalStateException("closing the worker failed: " + e.getMessage(), e);
        }
        if (!result.complete()) {
            throw new IllegalStateException(workload.name() + " on " + driver.name() + " failed: " + result.failure());
        }
        return new Observation(
                result,
                observer.cpuNanos,
                observer.threadCpuNanos,
                observer.allocatedBytes,
                observer.heapUsedMax,
                observer.liveHeap,
                observer.threadsMax,
                observer.threadsByName,
                observer.brokerCpuNanos,
                observer.fullGcs);
    }

    @Override
    public void phaseStarted(String phase) {
        if (RunResult.MEASURE_PHASE.equals(phase)) {
            cpuAtStart = JvmGauges.processCpuNanos();
            threadCpuAtStart = JvmGauges.threadCpuNanosByName();
            allocatedAtStart = JvmGauges.allocatedBytes();
            brokerCpuAtStart = brokerCpu.getAsLong();
            fullGcsAtStart = JvmGauges.fullGcCount();
        }
    }

    @Override
    public void intervalSampled(IntervalResult sampled, Duration elapsed, Duration remaining) {
        if (!RunResult.MEASURE_PHASE.equals(sampled.phase())) {
            return;
        }
        heapUsedMax = Math.max(heapUsedMax, JvmGauges.heapUsedBytes());
        if (JvmGauges.liveThreads() > threadsMax) {
            threadsMax = JvmGauges.liveThreads();
            threadsByName = JvmGauges.threadsByName();
        }
        if (remaining.compareTo(interval.dividedBy(10)) < 0) {
            // the measure phase's last sample: read the totals before the collection below disturbs them
            cpuNanos = JvmGauges.processCpuNanos() - cpuAtStart;
            // a thread that ended in the phase takes its CPU time with it: never below 0
            JvmGauges.threadCpuNanosByName()
                    .forEach((name, nanos) ->
                            threadCpuNanos.put(name, Math.max(0, nanos - threadCpuAtStart.getOrDefault(name, 0L))));
            allocatedBytes = JvmGauges.allocatedBytes() - allocatedAtStart;
            brokerCpuNanos = brokerCpu.getAsLong() - brokerCpuAtStart;
            fullGcs = JvmGauges.fullGcCount() - fullGcsAtStart;
            liveHeap = JvmGauges.liveHeapBytes();
        }
    }
}

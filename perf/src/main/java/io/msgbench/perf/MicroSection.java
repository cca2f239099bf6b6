package io.msgbench.perf;

import java.util.Collection;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The hot path's micro-benchmarks (JMH, one forked JVM each, one message per operation) with JMH's GC
 * profiler for the bytes allocated per message.
 */
final class MicroSection {
    private static final String BENCHMARKS = "io\\.msgbench\\.perf\\..*Benchmark";
    private static final String ALLOCATION = "gc.alloc.rate.norm";

    private MicroSection() {}

    static void run(SuiteSettings settings, Report report) throws RunnerException {
        report.section("micro", "Recording overhead per message: JMH, average time and allocation per operation");
        Options options = new OptionsBuilder()
                .include(BENCHMARKS)
                .forks(1)
                .warmupIterations(settings.jmhIterations())
                .warmupTime(TimeValue.milliseconds(settings.jmhIteration().toMillis()))
                .measurementIterations(settings.jmhIterations())
                .measurementTime(TimeValue.milliseconds(settings.jmhIteration().toMillis()))
                .timeUnit(TimeUnit.NANOSECONDS)
                .jvmArgs("-Xms512m", "-Xmx512m")
                .addProfiler(GCProfiler.class)
                .verbosity(VerboseMode.SILENT)
                .shouldFailOnError(true)
                .build();
        Collection<RunResult> results = new Runner(options).run();
        if (results.isEmpty()) {
            throw new IllegalStateException("JMH found no benchmarks matching " + BENCHMARKS);
        }
        for (RunResult result : results) {
            String name = shortName(result.getParams().getBenchmark());
            Result<?> time = result.getPrimaryResult();
            Result<?> allocation = result.getSecondaryResults().get(ALLOCATION);
            report.figure(name + ".nanos", name + " time", time.getScore(), "ns/msg");
            report.figure(
                    name + ".bytes",
                    name + " allocation",
                    allocation == null ? Double.NaN : allocation.getScore(),
                    "B/msg");
        }
        report.note("send = schedule + stamp + send-delay record + ack records + acknowledged set; receive = header");
        report.note("read + counters + delivery check + end-to-end record. The 100 B payload copy (120 B with its");
        report.note("array header) is the one allocation the SPI requires: a driver may keep the array it is given.");
    }

    private static String shortName(String benchmark) {
        String[] parts = benchmark.split("\\.", -1);
        return parts[parts.length - 2].replace("Benchmark", "") + "." + parts[parts.length - 1];
    }
}

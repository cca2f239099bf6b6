package io.msgbench.perf;

import io.msgbench.driver.DriverSpecLoader;
import java.nio.file.Path;
import java.util.Locale;

/**
 * One memory case in a JVM of its own, started by {@link MemorySection} with the heap under test ({@code -Xmx512m}):
 * runs the case's workload as {@code bin/benchmark} would and prints one line of what the heap did in the measure
 * phase: {@code heap: case=NAME rate=R fullGcs=N heapUsedMaxMiB=U liveHeapMiB=L lost=X}.
 * Arguments: {@code HOME smoke|full CASE}, CASE one of {@link Case}.
 */
public final class HeapProbe {
    /** The cases: Kafka's top rate on the embedded broker, and many producers on the calibration driver. */
    enum Case {
        KAFKA_MAX,
        PRODUCERS_1000,
        PRODUCERS_10000;

        int producers() {
            return switch (this) {
                case KAFKA_MAX -> 1;
                case PRODUCERS_1000 -> 1_000;
                case PRODUCERS_10000 -> 10_000;
            };
        }
    }

    /** The many-producer cases' total rate: 100 msg/s per producer at 1,000, 10 at 10,000. */
    static final double MANY_PRODUCERS_RATE = 100_000;

    private HeapProbe() {}

    public static void main(String[] args) throws Exception {
        Path home = Path.of(args[0]);
        SuiteSettings settings = "smoke".equals(args[1]) ? SuiteSettings.smoke(home) : SuiteSettings.full(home);
        Case which = Case.valueOf(args[2]);
        Observation run = run(settings, which);
        System.out.printf(
                Locale.ROOT,
                "heap: case=%s rate=%.0f fullGcs=%d heapUsedMaxMiB=%.1f liveHeapMiB=%.1f lost=%d%n",
                which,
                run.publishRate(),
                run.fullGcs(),
                run.heapUsedMaxBytes() / 1048576.0,
                run.liveHeapBytes() / 1048576.0,
                run.result().counts().lost());
        System.exit(0);
    }

    private static Observation run(SuiteSettings settings, Case which) throws Exception {
        if (which == Case.KAFKA_MAX) {
            try (KafkaBench kafka = KafkaBench.start(settings)) {
                return ObservedRun.run(
                        settings.home(),
                        kafka.spec(),
                        Workloads.of("heap-kafka-max", 1, 0, settings),
                        settings.interval());
            }
        }
        return ObservedRun.run(
                settings.home(),
                DriverSpecLoader.load(settings.driverFile("driver-loopback/loopback.yaml")),
                Workloads.builder("heap-producers-" + which.producers(), 1, MANY_PRODUCERS_RATE, settings)
                        .producersPerTopic(which.producers())
                        .build(),
                settings.interval());
    }
}

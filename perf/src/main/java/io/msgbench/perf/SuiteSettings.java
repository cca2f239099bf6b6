package io.msgbench.perf;

import java.nio.file.Path;
import java.time.Duration;

/**
 * How long each part runs: the full suite (about 17 minutes by the sum of its set durations, not yet timed end
 * to end) or {@code --smoke}, which only shows that every part runs and prints its figures (about 3 minutes; its figures mean little).
 * {@code producerPerformanceRecords} is the least ProducerPerformance sends at the maximum rate (it
 * sends as many as msgbench did in the same time when that is more) and what warms the broker up.
 * {@code cpuWarmup} is the longer warm-up of the CPU comparison: on 2 cores both msgbench's and Kafka's
 * tools' CPU per message kept falling for about 25 s of sending at 50,000 msg/s (the JIT at work).
 * {@code kafkaRounds} is how many interleaved rounds of the Kafka comparison are counted, after one round of
 * every contender that is not (when {@code kafkaWarmupRound}). {@code omb} is the OpenMessaging Benchmark's build
 * the user gave ({@code --omb}), null without.
 */
record SuiteSettings(
        Path home,
        boolean smoke,
        Duration warmup,
        Duration measure,
        Duration interval,
        int jmhIterations,
        Duration jmhIteration,
        long producerPerformanceRecords,
        Duration cpuWarmup,
        int kafkaRounds,
        boolean kafkaWarmupRound,
        Path omb) {

    static SuiteSettings full(Path home) {
        return new SuiteSettings(
                home,
                false,
                Duration.ofSeconds(5),
                Duration.ofSeconds(15),
                Duration.ofSeconds(5),
                5,
                Duration.ofSeconds(1),
                500_000,
                Duration.ofSeconds(25),
                3,
                true,
                null);
    }

    static SuiteSettings smoke(Path home) {
        return new SuiteSettings(
                home,
                true,
                Duration.ofSeconds(1),
                Duration.ofSeconds(2),
                Duration.ofSeconds(1),
                1,
                Duration.ofMillis(200),
                100_000,
                Duration.ofSeconds(1),
                1,
                false,
                null);
    }

    SuiteSettings withOmb(Path ombHome) {
        return new SuiteSettings(
                home,
                smoke,
                warmup,
                measure,
                interval,
                jmhIterations,
                jmhIteration,
                producerPerformanceRecords,
                cpuWarmup,
                kafkaRounds,
                kafkaWarmupRound,
                ombHome);
    }

    Path driverFile(String relative) {
        return home.resolve(relative);
    }
}

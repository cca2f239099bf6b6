package io.msgbench.perf;

import java.nio.file.Path;
import java.time.Duration;

/**
 * How long each part runs: the full suite (about 6 minutes on 2 cores) or {@code --smoke}, which only
 * shows that every part runs and prints its figures (about 2 minutes; its figures mean little).
 * {@code producerPerformanceRecords} is the least ProducerPerformance sends at the maximum rate (it
 * sends as many as msgbench did in the same time when that is more) and what warms the broker up.
 */
record SuiteSettings(Path home, boolean smoke, Duration warmup, Duration measure, Duration interval,
                     int jmhIterations, Duration jmhIteration, long producerPerformanceRecords) {

    static SuiteSettings full(Path home) {
        return new SuiteSettings(home, false, Duration.ofSeconds(5), Duration.ofSeconds(15), Duration.ofSeconds(5),
                5, Duration.ofSeconds(1), 500_000);
    }

    static SuiteSettings smoke(Path home) {
        return new SuiteSettings(home, true, Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(1),
                1, Duration.ofMillis(200), 100_000);
    }

    Path driverFile(String relative) {
        return home.resolve(relative);
    }
}

package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/perf} stopped with SIGTERM (a {@code kill}, a CI job's timeout) while Kafka's tools run in JVMs of their
 * own: every helper JVM the suite started ends with it. Before, ProducerPerformance and ConsumerPerformance went on
 * sending to a broker that was gone, each holding a core.
 */
class PerfSignalTest {
    private static final Duration STARTUP = Duration.ofMinutes(5);
    private static final String PRODUCER_PERFORMANCE = "org.apache.kafka.tools.ProducerPerformance";

    @Test
    void sigtermEndsTheSuiteAndEveryHelperJvmItStarted(@TempDir Path dir) throws Exception {
        Path home = KafkaBroker.home();
        Process perf = new ProcessBuilder(
                        home.resolve("bin/perf").toString(),
                        "--smoke",
                        "--only",
                        "cpu",
                        "-o",
                        dir.resolve("perf.json").toString())
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        ProcessOutput output = new ProcessOutput(perf, "perf", line -> {});
        try {
            output.awaitLine(Pattern.compile("-- 1,000 msg/s"), STARTUP);
            List<ProcessHandle> helpers = awaitHelpersWith(perf, PRODUCER_PERFORMANCE);

            perf.destroy(); // SIGTERM: bin/perf execs its JVM, so this is the suite itself
            assertThat(perf.waitFor(90, TimeUnit.SECONDS)).as("the suite ended").isTrue();
            for (ProcessHandle helper : helpers) {
                helper.onExit().completeOnTimeout(helper, 90, TimeUnit.SECONDS).get();
            }
            assertThat(helpers)
                    .as("helper JVMs still running: %s", commandLines(helpers))
                    .noneMatch(ProcessHandle::isAlive);
        } finally {
            perf.descendants().forEach(ProcessHandle::destroyForcibly);
            perf.destroyForcibly();
        }
    }

    /** The suite's child processes once one of them runs {@code mainClass}. */
    private static List<ProcessHandle> awaitHelpersWith(Process perf, String mainClass) throws InterruptedException {
        long deadline = System.nanoTime() + STARTUP.toNanos();
        while (System.nanoTime() < deadline) {
            List<ProcessHandle> helpers = perf.descendants().toList();
            if (helpers.stream().anyMatch(helper -> commandLine(helper).contains(mainClass))) {
                return helpers;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no helper JVM ran " + mainClass + " within " + STARTUP.toSeconds() + " s");
    }

    private static String commandLine(ProcessHandle process) {
        return process.info().commandLine().orElse("");
    }

    private static List<String> commandLines(List<ProcessHandle> processes) {
        return processes.stream()
                .filter(ProcessHandle::isAlive)
                .map(PerfSignalTest::commandLine)
                .toList();
    }
}

package io.msgbench.it;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/** {@code bin/benchmark ARGS} as its own JVM, with its output kept and waited on by signal. */
final class CoordinatorProcess implements AutoCloseable {
    private static final Pattern MEASURE_INTERVAL = Pattern.compile("^\\[measure");

    private final Process process;
    private final ProcessOutput output;

    private CoordinatorProcess(Process process) {
        this.process = process;
        this.output = new ProcessOutput(process, "coordinator", line -> {});
    }

    static CoordinatorProcess start(String... args) throws Exception {
        Path home = KafkaBroker.home();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(
                java,
                "-Xmx512m",
                "-Dmsgbench.home=" + home,
                "-cp",
                home.resolve("benchmark-framework/target/lib") + "/*",
                "io.msgbench.cli.Main"));
        command.addAll(List.of(args));
        return new CoordinatorProcess(
                new ProcessBuilder(command).redirectErrorStream(true).start());
    }

    /** Waits until {@code intervals} measure intervals were printed: load is running. */
    void awaitMeasuring(int intervals, Duration bound) throws InterruptedException {
        output.awaitLines(MEASURE_INTERVAL, intervals, bound);
    }

    /** kill -9: the JVM dies at once, with no shutdown hook and no word to its workers. */
    int killMinus9() throws InterruptedException {
        process.destroyForcibly(); // SIGKILL on Linux and macOS
        return process.waitFor(60, TimeUnit.SECONDS) ? process.exitValue() : -1;
    }

    String output() {
        return output.text();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }
}

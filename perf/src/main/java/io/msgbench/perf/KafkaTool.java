package io.msgbench.perf;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * One of Kafka's own tools (kafka-tools from Maven Central), or another helper JVM of the suite, in a JVM and class
 * path of its own, its output kept.
 */
final class KafkaTool {
    private final String name;
    private final Process process;
    /** What the tool printed so far; guarded by itself, notified on every line and at the end. */
    private final List<String> printed = new ArrayList<>();

    private boolean ended;
    private final CompletableFuture<List<String>> output;

    private KafkaTool(String name, Process process) {
        this.name = name;
        this.process = process;
        this.output = CompletableFuture.supplyAsync(this::readAll);
    }

    static KafkaTool start(Path home, String mainClass, List<String> args) throws IOException {
        List<String> jvmArgs = new ArrayList<>(List.of(
                "-Xms512m",
                "-Xmx1g",
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
                "-cp",
                home.resolve("perf-kafka-tools/target/lib") + "/*",
                mainClass));
        jvmArgs.addAll(args);
        return startJava(home, jvmArgs);
    }

    /** Any java command line (JVM options, class path, main class and its arguments), named by its main class. */
    static KafkaTool startJava(Path home, List<String> jvmArgs) throws IOException {
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmArgs);
        String mainClass = jvmArgs.stream()
                .filter(a -> a.matches("[a-z]+(\\.[a-z]+)*\\.[A-Z]\\w*"))
                .findFirst()
                .orElse("java");
        return new KafkaTool(
                mainClass.substring(mainClass.lastIndexOf('.') + 1),
                new ProcessBuilder(command)
                        .directory(home.toFile())
                        .redirectErrorStream(true)
                        .start());
    }

    /** Waits for the tool to exit and returns what it printed; fails with its last lines when it failed. */
    List<String> await(long timeoutSeconds) throws Exception {
        if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException(name + " did not finish within " + timeoutSeconds + " s");
        }
        List<String> lines = output.get(10, TimeUnit.SECONDS);
        if (process.exitValue() != 0) {
            throw new IllegalStateException(name + " failed: " + String.join(" | ", tail(lines)));
        }
        return lines;
    }

    /** Waits until the tool has printed {@code count} lines containing {@code pattern}; fails when it ends or times out first. */
    void awaitLines(Pattern pattern, int count, long timeoutSeconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        synchronized (printed) {
            for (int seen = 0, matched = 0; ; ) {
                for (; seen < printed.size(); seen++) {
                    if (pattern.matcher(printed.get(seen)).find() && ++matched == count) {
                        return;
                    }
                }
                long left = deadline - System.nanoTime();
                if (ended || left <= 0) {
                    throw new IllegalStateException(
                            name + (ended ? " ended" : " did not print them within " + timeoutSeconds + " s")
                                    + " before " + count + " lines like '" + pattern + "': "
                                    + String.join(" | ", tail(printed)));
                }
                TimeUnit.NANOSECONDS.timedWait(printed, left);
            }
        }
    }

    /** The lines printed so far. */
    List<String> printedSoFar() {
        synchronized (printed) {
            return List.copyOf(printed);
        }
    }

    /** Ends the tool at once (its figures so far are in {@link #printedSoFar()}). */
    void stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** CPU time so far of the tool's JVM, every thread included; fails when it has ended (or the OS does not tell). */
    long cpuNanos() {
        return process.toHandle()
                .info()
                .totalCpuDuration()
                .map(java.time.Duration::toNanos)
                .orElseThrow(() -> new IllegalStateException(name + " ended before its CPU time was read"
                        + (process.isAlive() ? " (this OS does not report a process's CPU time)" : "")));
    }

    static List<String> tail(List<String> lines) {
        return lines.subList(Math.max(0, lines.size() - 5), lines.size());
    }

    private List<String> readAll() {
        try (BufferedReader reader =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                add(line);
            }
        } catch (IOException e) {
            add("(output lost: " + e.getMessage() + ")");
        }
        synchronized (printed) {
            ended = true;
            printed.notifyAll();
            return List.copyOf(printed);
        }
    }

    private void add(String line) {
        synchronized (printed) {
            printed.add(line);
            printed.notifyAll();
        }
    }
}

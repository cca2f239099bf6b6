package io.msgbench.it;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The output of a JVM a test started, read line by line as it comes: kept for the assertions, and waited
 * on by signal (each new line wakes the waiters), never by sleeping.
 */
final class ProcessOutput {
    private final List<String> lines = new ArrayList<>();
    private final Consumer<String> onLine;
    private boolean ended;

    /** Reads {@code process}'s output (stderr redirected into it) on a daemon thread, telling {@code onLine} each line. */
    ProcessOutput(Process process, String name, Consumer<String> onLine) {
        this.onLine = onLine;
        Thread reader = new Thread(() -> read(process), name + "-output");
        reader.setDaemon(true);
        reader.start();
    }

    List<String> lines() {
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    String text() {
        return String.join("\n", lines());
    }

    /** The first line matching {@code pattern}, waiting for it; fails when the output ends or {@code bound} passes first. */
    Matcher awaitLine(Pattern pattern, Duration bound) throws InterruptedException {
        return awaitLines(pattern, 1, bound);
    }

    /** The {@code count}th line matching {@code pattern}, waiting for it as {@link #awaitLine} does. */
    Matcher awaitLines(Pattern pattern, int count, Duration bound) throws InterruptedException {
        long deadline = System.nanoTime() + bound.toNanos();
        int found = 0;
        synchronized (lines) {
            for (int seen = 0; ; ) {
                for (; seen < lines.size(); seen++) {
                    Matcher m = pattern.matcher(lines.get(seen));
                    if (m.find() && ++found == count) {
                        return m;
                    }
                }
                long left = deadline - System.nanoTime();
                if (ended || left <= 0) {
                    throw new AssertionError("no line " + count + " matching /" + pattern + "/ "
                            + (ended ? "before the process ended" : "within " + bound) + ":\n"
                            + String.join("\n", lines));
                }
                TimeUnit.NANOSECONDS.timedWait(lines, left);
            }
        }
    }

    /** Waits until the whole output was read (the process closed it, as at its exit); false when {@code bound} passed first. */
    boolean awaitEnd(Duration bound) throws InterruptedException {
        long deadline = System.nanoTime() + bound.toNanos();
        synchronized (lines) {
            for (long left = bound.toNanos(); !ended && left > 0; left = deadline - System.nanoTime()) {
                TimeUnit.NANOSECONDS.timedWait(lines, left);
            }
            return ended;
        }
    }

    private void read(Process process) {
        try (BufferedReader reader =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                synchronized (lines) {
                    lines.add(line);
                    lines.notifyAll();
                }
                onLine.accept(line);
            }
        } catch (IOException ignored) {
            // the process is gone
        }
        synchronized (lines) {
            ended = true;
            lines.notifyAll();
        }
    }
}

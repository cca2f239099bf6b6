package io.msgbench.embedded;

import io.msgbench.driver.EmbeddedBrokerSpec;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/**
 * A broker in a child JVM, started from its own module's jars ({@code <home>/embedded-<type>/target/lib})
 * in a temporary folder, and stopped and deleted on {@link #close()}.
 *
 * <p>The child writes {@code ready.properties} into its folder once it serves; each entry becomes a
 * placeholder {@code ${embedded.<key>}} for the driver YAML. The parent holds the child's stdin open:
 * when the parent dies, even by {@code kill -9}, the child reads end-of-file and stops itself.
 * <pre>{@code
 * try (EmbeddedBroker broker = EmbeddedBroker.start(home, spec, Duration.ofSeconds(120))) {
 *     DriverSpec resolved = driverSpec.withPlaceholders(broker.placeholders());
 * }
 * }</pre>
 */
public final class EmbeddedBroker implements AutoCloseable {
    private static final Duration GRACEFUL_STOP = Duration.ofSeconds(15);
    private static final String PLACEHOLDER_PREFIX = "embedded.";

    private final String type;
    private final Process process;
    private final Path workDir;
    private final Map<String, String> ready;
    private boolean closed;

    private EmbeddedBroker(String type, Process process, Path workDir, Map<String, String> ready) {
        this.type = type;
        this.process = process;
        this.workDir = workDir;
        this.ready = ready;
    }

    public static EmbeddedBroker start(Path home, EmbeddedBrokerSpec spec, Duration timeout) {
        BrokerModule module = BrokerModule.find(home, spec.type());
        Path workDir = createWorkDir(spec.type());
        Process process = module.launch(workDir, spec.settings());
        try {
            Map<String, String> ready = awaitReady(process, workDir, timeout, spec.type());
            return new EmbeddedBroker(spec.type(), process, workDir, ready);
        } catch (RuntimeException e) {
            stop(process);
            Folders.deleteQuietly(workDir);
            throw e;
        }
    }

    /** {@code embedded.bootstrapServers} and the like, for {@code ${...}} in driver YAML. */
    public Map<String, String> placeholders() {
        Map<String, String> placeholders = new LinkedHashMap<>();
        ready.forEach((key, value) -> placeholders.put(PLACEHOLDER_PREFIX + key, value));
        return placeholders;
    }

    /** What the result records about the broker. */
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>();
        description.put("embeddedBroker", type + " single node in a child JVM (pid " + process.pid() + ")");
        ready.forEach((key, value) -> description.put("embeddedBroker." + key, value));
        return description;
    }

    public long pid() {
        return process.pid();
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        stop(process);
        Folders.deleteQuietly(workDir);
    }

    private static Map<String, String> awaitReady(Process process, Path workDir, Duration timeout, String type) {
        Path readyFile = workDir.resolve("ready.properties");
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!Files.exists(readyFile)) {
            if (!process.isAlive()) {
                throw new EmbeddedBrokerException("embedded " + type + " broker exited with code "
                        + process.exitValue() + " before it was ready; its log ends with:\n" + logTail(workDir));
            }
            if (System.nanoTime() > deadline) {
                throw new EmbeddedBrokerException("embedded " + type + " broker not ready within "
                        + timeout.toSeconds() + " s; its log ends with:\n" + logTail(workDir));
            }
            sleep(100);
        }
        return readProperties(readyFile);
    }

    private static void stop(Process process) {
        try (OutputStream stdin = process.getOutputStream()) {
            stdin.flush(); // closing stdin asks the child to stop gracefully
        } catch (IOException ignored) {
            // already gone
        }
        try {
            if (!process.waitFor(GRACEFUL_STOP.toSeconds(), TimeUnit.SECONDS)) {
                process.destroy();
                if (!process.waitFor(GRACEFUL_STOP.toSeconds(), TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static Path createWorkDir(String type) {
        try {
            return Files.createTempDirectory("msgbench-embedded-" + type + "-");
        } catch (IOException e) {
            throw new EmbeddedBrokerException("cannot create a temporary folder for the embedded broker: " + e);
        }
    }

    private static Map<String, String> readProperties(Path file) {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file)) {
            properties.load(reader);
        } catch (IOException e) {
            throw new EmbeddedBrokerException("cannot read " + file + ": " + e.getMessage());
        }
        Map<String, String> values = new LinkedHashMap<>();
        properties.stringPropertyNames().stream().sorted().forEach(k -> values.put(k, properties.getProperty(k)));
        return values;
    }

    static String logTail(Path workDir) {
        try {
            var lines = Files.readAllLines(workDir.resolve(BrokerModule.LOG_FILE));
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EmbeddedBrokerException("interrupted while waiting for the embedded broker");
        }
    }
}

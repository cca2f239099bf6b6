package io.msgbench.embedded;

import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.launcher.Folders;
import io.msgbench.embedded.launcher.ReadyFile;
import io.msgbench.fault.BrokerControl;
import io.msgbench.result.BrokerFigures;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * A broker in a child JVM, started from its own module's jars ({@code <home>/embedded-<type>/target/lib})
 * in a temporary folder, and stopped and deleted on {@link #close()}.
 *
 * <p>The child writes {@code ready.properties} into its folder once it serves; each entry becomes a
 * placeholder {@code ${embedded.<key>}} for the driver YAML. The child runs in a session of its own, out of
 * reach of a terminal's Ctrl-C ({@link OwnSession}); the parent holds the child's stdin open: when the parent
 * dies, even by {@code kill -9}, the child reads end-of-file, stops itself and deletes its temporary folder
 * (embedded-launcher's {@code Launcher}).
 * <pre>{@code
 * try (EmbeddedBroker broker = EmbeddedBroker.start(home, spec, Duration.ofSeconds(120))) {
 *     DriverSpec resolved = driverSpec.withPlaceholders(broker.placeholders());
 * }
 * }</pre>
 */
public final class EmbeddedBroker implements BrokerControl, AutoCloseable {
    private static final Duration GRACEFUL_STOP = Duration.ofSeconds(15);
    private static final Duration RESTART_TIMEOUT = Duration.ofMinutes(2);
    private static final String PLACEHOLDER_PREFIX = "embedded.";
    static final String READY_FILE = ReadyFile.NAME;
    /** embedded-launcher's Launcher ends a failed start with this line on stderr. */
    private final String type;

    private final BrokerModule module;
    private final Map<String, String> settings;
    private final Path workDir;
    private final Map<String, String> ready;
    private final BrokerGauges gauges;
    private Process process;
    private boolean paused;
    private boolean closed;

    private EmbeddedBroker(
            String type,
            BrokerModule module,
            Map<String, String> settings,
            Process process,
            Path workDir,
            Map<String, String> ready) {
        this.type = type;
        this.module = module;
        this.settings = settings;
        this.process = process;
        this.workDir = workDir;
        this.gauges = new BrokerGauges(workDir);
        this.ready = ready;
    }

    public static EmbeddedBroker start(Path home, EmbeddedBrokerSpec spec, Duration timeout) {
        return start(home, spec, timeout, () -> false);
    }

    /**
     * @param cancelled polled while the broker starts; once true, the broker is killed and an
     *                  {@link EmbeddedBrokerException} says so (Ctrl-C does not reach it: see {@link OwnSession})
     */
    public static EmbeddedBroker start(
            Path home, EmbeddedBrokerSpec spec, Duration timeout, BooleanSupplier cancelled) {
        BrokerModule module = BrokerModule.find(home, spec.type());
        Path workDir = createWorkDir(spec.type());
        Process process = module.launch(workDir, spec.settings(), false);
        try {
            Map<String, String> ready = awaitReady(process, workDir, timeout, spec.type(), cancelled);
            return new EmbeddedBroker(spec.type(), module, spec.settings(), process, workDir, ready);
        } catch (RuntimeException e) {
            if (cancelled.getAsBoolean()) {
                BrokerSignals.killAndWait(process); // a broker still starting has nothing to shut down cleanly
            } else {
                stop(process);
            }
            Folders.deleteQuietly(workDir);
            throw e;
        }
    }

    /**
     * The broker's own reason for refusing {@code spec}'s settings, asked without starting it; none without
     * settings.
     *
     * @throws EmbeddedBrokerException naming the reason when no built broker module of this type is under
     *                                 {@code home}, or when the check cannot run
     */
    public static Optional<String> refusal(Path home, EmbeddedBrokerSpec spec) {
        BrokerModule module = BrokerModule.find(home, spec.type());
        return spec.settings().isEmpty() ? Optional.empty() : module.refusal(spec.settings(), false);
    }

    /**
     * Why a broker of this type cannot be started again on its data and ports ({@code --restart}), in the
     * broker's own words; empty when it can.
     */
    public static Optional<String> restartRefusal(Path home, String type) {
        return BrokerModule.find(home, type).refusal(Map.of(), true);
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

    /** The broker's CPU and GC since the previous call (null on the first call, which sets the starting point). */
    public BrokerFigures sampleFigures() {
        Process current;
        synchronized (this) {
            current = process;
        }
        return gauges.sample(current.toHandle());
    }

    @Override
    public synchronized long pid() {
        return process.pid();
    }

    public synchronized boolean isAlive() {
        return process.isAlive();
    }

    /** SIGKILL: the broker dies at once, as in a crash; what it had not written to disk is lost. */
    @Override
    public synchronized void kill() {
        resumeIfPaused();
        BrokerSignals.killAndWait(process);
    }

    /** SIGTERM: the broker shuts down cleanly (bounded), as in a service stop, and keeps its data for a restart. */
    @Override
    public synchronized void terminate() {
        resumeIfPaused();
        // the signal alone: Process.destroy would also close stdin, and a broker whose stdin ends deletes its folder
        process.toHandle().destroy();
        try {
            if (!process.waitFor(GRACEFUL_STOP.toSeconds(), TimeUnit.SECONDS)) {
                BrokerSignals.killAndWait(process);
            }
        } catch (InterruptedException e) {
            BrokerSignals.killAndWait(process);
            Thread.currentThread().interrupt();
        }
    }

    /** SIGSTOP: the broker freezes (like a long GC pause) until {@link #resume()}, with any process it started. */
    @Override
    public synchronized void pause() {
        BrokerSignals.send(process, "STOP", type);
        paused = true;
    }

    /** SIGCONT after {@link #pause()}. */
    @Override
    public synchronized void resume() {
        BrokerSignals.send(process, "CONT", type);
        paused = false;
    }

    @Override
    public void restart() {
        restart(RESTART_TIMEOUT);
    }

    /**
     * Starts the broker again in the same folder, on the same ports and with the data it kept, after
     * {@link #kill()} or {@link #terminate()} (or kills it first when it still runs).
     */
    public synchronized void restart(Duration timeout) {
        // a broker that cannot restart refuses --restart itself, and the run's preflight asked it first
        if (process.isAlive()) {
            kill();
        }
        Process restarted = module.launch(workDir, settings, true);
        process = restarted;
        Map<String, String> now = awaitReady(restarted, workDir, timeout, type, () -> false);
        if (!now.equals(ready)) {
            throw new EmbeddedBrokerException("embedded " + type + " broker came back with other addresses (" + now
                    + " instead of " + ready + ")");
        }
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        resumeIfPaused();
        stop(process);
        Folders.deleteQuietly(workDir);
    }

    private void resumeIfPaused() {
        if (paused) {
            resume();
        }
    }

    private static Map<String, String> awaitReady(
            Process process, Path workDir, Duration timeout, String type, BooleanSupplier cancelled) {
        Path readyFile = workDir.resolve(READY_FILE);
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!Files.exists(readyFile)) {
            if (cancelled.getAsBoolean()) {
                throw new EmbeddedBrokerException("embedded " + type + " broker: start cancelled");
            }
            if (!process.isAlive()) {
                throw new EmbeddedBrokerException(BrokerLog.startFailure(workDir)
                        .map(line -> "embedded " + type + " broker failed to start: " + line)
                        .orElse("embedded " + type + " broker exited with code " + process.exitValue()
                                + " before it was ready; its log ends with:\n" + BrokerLog.tail(workDir)));
            }
            if (System.nanoTime() > deadline) {
                throw new EmbeddedBrokerException("embedded " + type + " broker not ready within " + timeout.toSeconds()
                        + " s; its log ends with:\n" + BrokerLog.tail(workDir));
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
                    BrokerSignals.killAndWait(process);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            BrokerSignals.killAndWait(process);
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

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EmbeddedBrokerException("interrupted while waiting for the embedded broker");
        }
    }
}

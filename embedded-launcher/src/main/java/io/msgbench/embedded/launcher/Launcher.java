package io.msgbench.embedded.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs one {@link Broker} for the framework as a child JVM, until stdin closes or SIGTERM.
 *
 * <p>Writes {@code DIR/ready.properties} (the broker's {@link Broker#readyValues()}) once clients can use the
 * broker. The parent holds stdin open; end of stdin means the parent is gone or done, so no broker outlives it,
 * and with {@code --temporary} the work folder goes too (even after the parent's {@code kill -9}). SIGTERM
 * stops the broker but keeps the folder, for a restart. Exit status 0 after a clean stop, 1 when startup
 * fails (one line on stderr says why). With {@code --check}, only {@link Broker#checkSettings}: exit 0, or
 * {@value #BAD_SETTINGS} with the reason as the one line on stderr.
 * <pre>{@code
 * public static void main(String[] args) {
 *     Launcher.launch(new EmbeddedKafkaMain(), args);
 * }
 * }</pre>
 */
public final class Launcher {
    private static final Logger LOG = LoggerFactory.getLogger(Launcher.class);
    private static final Duration STOP_LIMIT = Duration.ofSeconds(30);
    /** The exit status of {@code --check} for settings the broker refuses. */
    public static final int BAD_SETTINGS = 2;

    private final Broker broker;
    private final LaunchOptions options;
    private final CountDownLatch stopRequested = new CountDownLatch(1);
    private final CountDownLatch stopped = new CountDownLatch(1);
    private volatile boolean stdinClosed;
    private volatile int exitCode = 1;
    private volatile boolean exiting;

    private Launcher(Broker broker, LaunchOptions options) {
        this.broker = broker;
        this.options = options;
    }

    /** Runs {@code broker} as the command line says, then exits the JVM. */
    public static void launch(Broker broker, String[] args) {
        LaunchOptions options;
        try {
            options = LaunchOptions.parse(args, broker.getClass().getSimpleName());
            if (options.check()) {
                System.exit(check(broker, options));
                return;
            }
            refuseRestart(broker, options);
        } catch (IllegalArgumentException e) {
            System.err.println("msgbench embedded " + broker.name() + ": " + e.getMessage());
            System.exit(1);
            return;
        }
        Launcher launcher = new Launcher(broker, options);
        int code = launcher.run();
        launcher.exiting = true;
        System.exit(code);
    }

    /**
     * {@code --check}: whether the broker takes these settings and, with {@code --restart}, whether it can start
     * again on its earlier data: the framework asks before a run, so each broker declares what it can do once.
     */
    static int check(Broker broker, LaunchOptions options) {
        try {
            refuseRestart(broker, options);
            broker.checkSettings(options.settings());
            return 0;
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            return BAD_SETTINGS;
        }
    }

    /** @throws IllegalArgumentException for a command line this broker cannot follow */
    static LaunchOptions options(Broker broker, String[] args) {
        LaunchOptions options = LaunchOptions.parse(args, broker.getClass().getSimpleName());
        refuseRestart(broker, options);
        return options;
    }

    private static void refuseRestart(Broker broker, LaunchOptions options) {
        if (options.restart() && !broker.canRestart()) {
            throw new IllegalArgumentException(
                    "--restart: the embedded " + broker.name() + " broker cannot start again on its earlier data");
        }
    }

    private int run() {
        Runtime.getRuntime().addShutdownHook(new Thread(this::onJvmShutdown, "msgbench-launcher-stop"));
        StdinWatch.start(System.in, this::onStdinClosed);
        boolean stopping = false;
        try {
            long start = System.nanoTime();
            ReadyFile readyFile = new ReadyFile(Files.createDirectories(options.workDir()));
            readyFile.deleteStale();
            broker.start(options);
            if (!broker.awaitReady(() -> stopRequested.getCount() == 0)) {
                LOG.info("stop requested during startup");
            } else {
                Map<String, String> values = broker.readyValues();
                readyFile.write(values);
                LOG.info("msgbench embedded {} ready: {}", broker.name(), values);
                LOG.info("startup took {} ms", TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                stopRequested.await();
            }
            LOG.info("stopping {}", broker.name());
            stopping = true;
            broker.stop();
            LOG.info("{} stopped", broker.name());
            exitCode = 0;
        } catch (Exception | Error e) {
            LOG.error("startup failed", e);
            System.err.println("msgbench embedded " + broker.name() + " failed to start: " + Failure.describe(e));
            if (!stopping) {
                stopQuietly();
            }
            exitCode = 1;
        } finally {
            deleteWorkDirIfAbandoned();
            stopped.countDown();
        }
        return exitCode;
    }

    private void onStdinClosed() {
        stdinClosed = true;
        stopRequested.countDown();
    }

    /** SIGTERM (or SIGINT): stop the broker through the main thread's normal path, then exit. */
    private void onJvmShutdown() {
        if (exiting) {
            return; // main itself called System.exit; everything is stopped already
        }
        stopRequested.countDown();
        boolean done;
        try {
            done = stopped.await(STOP_LIMIT.toSeconds(), TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            done = false;
        }
        System.out.flush();
        System.err.flush();
        // halt, because a JVM ended by a signal otherwise exits 143 even after a clean stop
        Runtime.getRuntime().halt(done ? exitCode : 1);
    }

    /** A temporary folder whose parent closed stdin: nobody will restart from it or read it again. */
    private void deleteWorkDirIfAbandoned() {
        if (!stdinClosed || !options.temporary()) {
            return;
        }
        Path workDir = options.workDir();
        try {
            Folders.deleteTree(workDir);
            LOG.info("deleted {}", workDir);
        } catch (IOException e) {
            System.err.println("msgbench embedded " + broker.name() + ": cannot delete " + workDir + ": " + e);
        }
    }

    private void stopQuietly() {
        // bounded: a broker that failed half-way may not stop cleanly, and System.exit follows anyway
        Thread stopper = new Thread(
                () -> {
                    try {
                        broker.stop();
                    } catch (Exception | Error e) {
                        LOG.warn("stopping the half-started broker failed", e);
                    }
                },
                "msgbench-launcher-abort");
        stopper.setDaemon(true);
        stopper.start();
        try {
            stopper.join(STOP_LIMIT.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

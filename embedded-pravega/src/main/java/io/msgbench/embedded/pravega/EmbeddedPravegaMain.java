package io.msgbench.embedded.pravega;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs a Pravega standalone (ZooKeeper, controller, segment store; in-memory storage) for the framework as a
 * child JVM, until stdin closes or SIGTERM.
 *
 * <p>Writes {@code DIR/ready.properties} ({@code controllerURI}, {@code brokerVersion}, {@code durability}, ...)
 * once a client can write to it. The parent holds stdin open; end of stdin means the parent is gone, so no
 * standalone outlives it. Exit status 0 after a clean stop, 1 when startup fails (one line on stderr says why).
 */
public final class EmbeddedPravegaMain {
    static {
        // before the first logger: pravega-controller's jar ships a logback.xml too, and class-path order decides
        System.setProperty("logback.configurationFile", "msgbench-logback.xml");
    }

    static final String DURABILITY = "in-memory: Pravega standalone with in-memory Tier 1 and Tier 2 storage, no"
            + " BookKeeper and no fsync; acknowledged events live in the standalone's heap and are lost when it stops";
    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedPravegaMain.class);
    private static final Duration READY_LIMIT = Duration.ofSeconds(120);
    private static final Duration STOP_LIMIT = Duration.ofSeconds(30);

    private final LaunchOptions options;
    private final CountDownLatch stopRequested = new CountDownLatch(1);
    private final CountDownLatch stopped = new CountDownLatch(1);
    private volatile int exitCode = 1;
    private volatile boolean exiting;

    private EmbeddedPravegaMain(LaunchOptions options) {
        this.options = options;
    }

    public static void main(String[] args) {
        LaunchOptions options;
        try {
            options = LaunchOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("msgbench embedded Pravega: " + e.getMessage());
            System.exit(1);
            return;
        }
        EmbeddedPravegaMain main = new EmbeddedPravegaMain(options);
        int code = main.run();
        main.exiting = true;
        System.exit(code);
    }

    private int run() {
        Runtime.getRuntime().addShutdownHook(new Thread(this::onJvmShutdown, "msgbench-embedded-pravega-stop"));
        watchStdin();
        PravegaNode node = null;
        try {
            long start = System.nanoTime();
            Path workDir = Files.createDirectories(options.workDir());
            Path readyFile = workDir.resolve("ready.properties");
            Files.deleteIfExists(readyFile); // a stale file from an earlier run would announce a dead standalone
            StandaloneConfig config = StandaloneConfig.withFreePorts(options.settings());
            writeConfig(config, workDir.resolve("standalone.properties"));
            node = PravegaNode.start(config.properties());
            if (!ReadinessProbe.await(config.controllerUri(), READY_LIMIT, () -> stopRequested.getCount() == 0)) {
                LOG.info("stop requested during startup");
            } else {
                writeReadyFile(readyFile, readyValues(config));
                LOG.info("msgbench embedded Pravega ready at {}", config.controllerUri());
                LOG.info("startup took {} ms", TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                stopRequested.await();
            }
            LOG.info("stopping Pravega");
            PravegaNode running = node;
            node = null;
            running.stop();
            LOG.info("Pravega stopped");
            exitCode = 0;
        } catch (Exception | Error e) {
            LOG.error("startup failed", e);
            System.err.println("msgbench embedded Pravega failed to start: " + describe(e));
            if (node != null) {
                stopQuietly(node);
            }
            exitCode = 1;
        } finally {
            stopped.countDown();
        }
        return exitCode;
    }

    static Map<String, String> readyValues(StandaloneConfig config) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("controllerURI", config.controllerUri());
        values.put("brokerVersion", pravegaVersion());
        values.put("durability", DURABILITY);
        values.put("autoScaleCooldownSeconds", config.get(StandaloneConfig.COOLDOWN));
        return values;
    }

    /** SIGTERM (or SIGINT): stop through the main thread's normal path, then exit 0. */
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

    /** End of stdin means the parent closed the pipe or died. */
    private void watchStdin() {
        Thread watcher = new Thread(() -> {
            byte[] buffer = new byte[256];
            try (InputStream in = System.in) {
                while (in.read(buffer) != -1) {
                    // the parent writes nothing; we only wait for end of stream
                }
            } catch (IOException e) {
                LOG.warn("reading stdin failed; stopping as if it had closed", e);
            }
            LOG.info("stdin closed; stopping");
            stopRequested.countDown();
        }, "msgbench-stdin-watch");
        watcher.setDaemon(true);
        watcher.start();
    }

    private static void writeConfig(StandaloneConfig config, Path file) throws IOException {
        try (var writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            config.properties().store(writer, "Pravega settings used by msgbench EmbeddedPravegaMain");
        }
    }

    private static void writeReadyFile(Path readyFile, Map<String, String> values) throws IOException {
        // plain lines rather than Properties.store, which would escape the ':' as '\:' for naive readers
        StringBuilder content = new StringBuilder();
        values.forEach((key, value) -> content.append(key).append('=').append(value).append('\n'));
        Path tmp = readyFile.resolveSibling("ready.properties.tmp");
        Files.writeString(tmp, content, StandardCharsets.UTF_8);
        // atomic, so the parent never reads a half-written file
        Files.move(tmp, readyFile, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    private static String pravegaVersion() {
        try (InputStream in = EmbeddedPravegaMain.class.getResourceAsStream("/msgbench-embedded-pravega.properties")) {
            Properties properties = new Properties();
            if (in != null) {
                properties.load(in);
            }
            return properties.getProperty("pravegaVersion", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static void stopQuietly(PravegaNode node) {
        // bounded: a standalone that failed half-way may not stop cleanly, and System.exit follows anyway
        Thread stopper = new Thread(() -> {
            try {
                node.stop();
            } catch (Exception e) {
                LOG.warn("stopping the half-started standalone failed", e);
            }
        }, "msgbench-embedded-pravega-abort");
        stopper.setDaemon(true);
        stopper.start();
        try {
            stopper.join(STOP_LIMIT.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String describe(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = e.getClass().getSimpleName() + ": " + e.getMessage();
        boolean causeAlreadySaid = root == e
                || String.valueOf(e.getMessage()).contains(String.valueOf(root.getMessage()));
        return causeAlreadySaid ? message : message + " (cause: " + root.getClass().getSimpleName() + ": "
                + root.getMessage() + ")";
    }
}

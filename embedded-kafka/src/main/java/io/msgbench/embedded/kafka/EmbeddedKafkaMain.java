package io.msgbench.embedded.kafka;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Comparator;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.kafka.common.utils.AppInfoParser;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs a single-node KRaft Kafka broker for the framework as a child JVM, until stdin closes or SIGTERM.
 *
 * <p>Writes {@code DIR/ready.properties} ({@code bootstrapServers}, {@code brokerVersion}) once clients can
 * use the broker. The parent holds stdin open; end of stdin means the parent is gone, so no broker
 * outlives it. Exit status 0 after a clean stop, 1 when startup fails (one line on stderr says why).
 */
public final class EmbeddedKafkaMain {
    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedKafkaMain.class);
    private static final Duration READY_LIMIT = Duration.ofSeconds(120);
    private static final Duration STOP_LIMIT = Duration.ofSeconds(30);

    private final LaunchOptions options;
    private final CountDownLatch stopRequested = new CountDownLatch(1);
    private final CountDownLatch stopped = new CountDownLatch(1);
    private volatile int exitCode = 1;
    private volatile boolean exiting;

    private EmbeddedKafkaMain(LaunchOptions options) {
        this.options = options;
    }

    public static void main(String[] args) {
        LaunchOptions options;
        try {
            options = LaunchOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("msgbench embedded Kafka: " + e.getMessage());
            System.exit(1);
            return;
        }
        EmbeddedKafkaMain main = new EmbeddedKafkaMain(options);
        int code = main.run();
        main.exiting = true;
        System.exit(code);
    }

    private int run() {
        Runtime.getRuntime().addShutdownHook(new Thread(this::onJvmShutdown, "msgbench-embedded-kafka-stop"));
        watchStdin();
        KafkaNode node = null;
        try {
            long start = System.nanoTime();
            Path workDir = Files.createDirectories(options.workDir());
            Path readyFile = workDir.resolve("ready.properties");
            Files.deleteIfExists(readyFile); // a stale file from an earlier run would announce a dead broker
            Path propertiesFile = workDir.resolve("server.properties");
            Properties properties;
            if (options.restart()) {
                properties = BrokerProperties.read(propertiesFile);
                node = KafkaNode.start(properties);
            } else {
                properties = freshProperties(workDir, propertiesFile);
                node = KafkaNode.formatAndStart(properties, propertiesFile);
            }
            String bootstrap = BrokerProperties.bootstrap(properties);
            if (!ReadinessProbe.await(bootstrap, READY_LIMIT, () -> stopRequested.getCount() == 0)) {
                LOG.info("stop requested during startup");
            } else {
                writeReadyFile(readyFile, bootstrap);
                LOG.info("msgbench embedded Kafka ready at {}", bootstrap);
                LOG.info("startup took {} ms", TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                stopRequested.await();
            }
            LOG.info("stopping the broker");
            KafkaNode running = node;
            node = null;
            running.stop();
            LOG.info("broker stopped");
            exitCode = 0;
        } catch (Exception | Error e) {
            LOG.error("startup failed", e);
            System.err.println("msgbench embedded Kafka failed to start: " + describe(e));
            if (node != null) {
                stopQuietly(node);
            }
            exitCode = 1;
        } finally {
            stopped.countDown();
        }
        return exitCode;
    }

    /** SIGTERM (or SIGINT): stop the broker through the main thread's normal path, then exit 0. */
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

    /** New ports and empty storage, written to {@code server.properties} for a later restart. */
    private Properties freshProperties(Path workDir, Path propertiesFile) throws IOException {
        Path dataDir = prepareDataDir(workDir.resolve("data"));
        int brokerPort = BrokerProperties.freePort();
        int controllerPort = BrokerProperties.freePort();
        Properties properties = BrokerProperties.build(brokerPort, controllerPort, dataDir, options.overrides());
        BrokerProperties.write(properties, propertiesFile);
        return properties;
    }

    /** Starts from empty storage each time; removes only a directory that Kafka formatted. */
    private static Path prepareDataDir(Path dataDir) throws IOException {
        if (Files.isDirectory(dataDir)) {
            if (!Files.exists(dataDir.resolve("meta.properties"))) {
                throw new IOException(dataDir + " exists but is not a Kafka log directory; remove it or use"
                        + " another --work-dir");
            }
            try (Stream<Path> paths = Files.walk(dataDir)) {
                for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
        return Files.createDirectories(dataDir);
    }

    private static void writeReadyFile(Path readyFile, String bootstrap) throws IOException {
        // plain lines rather than Properties.store, which would escape the ':' as '\:' for naive readers
        String content = "bootstrapServers=" + bootstrap + "\n" + "brokerVersion=" + AppInfoParser.getVersion() + "\n";
        Path tmp = readyFile.resolveSibling("ready.properties.tmp");
        Files.writeString(tmp, content, StandardCharsets.UTF_8);
        // atomic, so the parent never reads a half-written file
        Files.move(tmp, readyFile, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    private static void stopQuietly(KafkaNode node) {
        // bounded: a broker that failed half-way may not stop cleanly, and System.exit follows anyway
        Thread stopper = new Thread(node::stop, "msgbench-embedded-kafka-abort");
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

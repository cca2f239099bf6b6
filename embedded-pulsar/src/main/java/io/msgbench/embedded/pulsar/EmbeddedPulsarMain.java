package io.msgbench.embedded.pulsar;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.bookkeeper.conf.ServerConfiguration;
import org.apache.pulsar.PulsarStandaloneStarter;
import org.apache.pulsar.PulsarVersion;
import org.apache.pulsar.broker.ServiceConfiguration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs a Pulsar standalone (broker, one bookie, RocksDB metadata store; no ZooKeeper) for the framework as a
 * child JVM, until stdin closes or SIGTERM. All data lives under {@code DIR/data}.
 *
 * <p>Writes {@code DIR/ready.properties} once a message can be persisted: {@code serviceUrl}, {@code httpUrl},
 * {@code brokerVersion} and the durability in force ({@code journalSyncData}, {@code journalWriteData}, the
 * default ensemble/write/ack quorum), read back from the bookie's and the broker's own configuration.
 * Exit status 0 after a clean stop, 1 when startup fails (one line on stderr says why).
 */
public final class EmbeddedPulsarMain {
    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedPulsarMain.class);
    private static final Duration READY_LIMIT = Duration.ofSeconds(180);
    private static final Duration STOP_LIMIT = Duration.ofSeconds(30);

    private final LaunchOptions options;
    private final CountDownLatch stopRequested = new CountDownLatch(1);
    private final CountDownLatch stopped = new CountDownLatch(1);
    private volatile int exitCode = 1;
    private volatile boolean exiting;

    private EmbeddedPulsarMain(LaunchOptions options) {
        this.options = options;
    }

    public static void main(String[] args) {
        LaunchOptions options;
        try {
            options = LaunchOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("msgbench embedded Pulsar: " + e.getMessage());
            System.exit(1);
            return;
        }
        EmbeddedPulsarMain main = new EmbeddedPulsarMain(options);
        int code = main.run();
        main.exiting = true;
        System.exit(code);
    }

    private int run() {
        Runtime.getRuntime().addShutdownHook(new Thread(this::onJvmShutdown, "msgbench-embedded-pulsar-stop"));
        watchStdin();
        PulsarStandaloneStarter standalone = null;
        try {
            long start = System.nanoTime();
            Path workDir = Files.createDirectories(options.workDir());
            Path readyFile = workDir.resolve("ready.properties");
            Files.deleteIfExists(readyFile); // a stale file from an earlier run would announce a dead broker
            int brokerPort = freePort();
            int webPort = freePort();
            Path configFile = workDir.resolve("standalone.conf");
            StandaloneConfig.write(StandaloneConfig.build(brokerPort, webPort, options.settings()), configFile);

            standalone = new PulsarStandaloneStarter(standaloneArgs(configFile, workDir.resolve("data")));
            standalone.start();
            String serviceUrl = "pulsar://" + StandaloneConfig.HOST + ":" + brokerPort;
            String httpUrl = "http://" + StandaloneConfig.HOST + ":" + webPort;
            if (!ReadinessProbe.await(serviceUrl, httpUrl, READY_LIMIT, () -> stopRequested.getCount() == 0)) {
                LOG.info("stop requested during startup");
            } else {
                Map<String, String> ready = readyValues(serviceUrl, httpUrl, configFile, standalone.getConfig());
                writeReadyFile(readyFile, ready);
                LOG.info("msgbench embedded Pulsar ready: {}", ready);
                LOG.info("startup took {} ms", TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                stopRequested.await();
            }
            LOG.info("stopping the standalone");
            PulsarStandaloneStarter running = standalone;
            standalone = null;
            running.close();
            LOG.info("standalone stopped");
            exitCode = 0;
        } catch (Exception | Error e) {
            LOG.error("startup failed", e);
            System.err.println("msgbench embedded Pulsar failed to start: " + describe(e));
            if (standalone != null) {
                closeQuietly(standalone);
            }
            exitCode = 1;
        } finally {
            stopped.countDown();
        }
        return exitCode;
    }

    /** Every path under the work dir; no functions worker, no stream storage, a free bookie port. */
    static String[] standaloneArgs(Path configFile, Path dataDir) {
        return new String[] {
            "--config", configFile.toString(),
            "--no-functions-worker", "--no-stream-storage",
            "--metadata-dir", dataDir.resolve("metadata").toString(),
            "--bookkeeper-dir", dataDir.resolve("bookkeeper").toString(),
            // never created: its absence keeps the standalone on RocksDB metadata (PIP-117), without ZooKeeper
            "--zookeeper-dir", dataDir.resolve("zookeeper").toString(),
            "--bookkeeper-port", "0",
            "--wipe-data"};
    }

    private static Map<String, String> readyValues(String serviceUrl, String httpUrl, Path configFile,
                                                   ServiceConfiguration broker) throws Exception {
        ServerConfiguration bookie = StandaloneConfig.bookieView(configFile);
        Map<String, String> ready = new LinkedHashMap<>();
        ready.put("serviceUrl", serviceUrl);
        ready.put("httpUrl", httpUrl);
        ready.put("brokerVersion", PulsarVersion.getVersion());
        ready.put("journalSyncData", Boolean.toString(bookie.getJournalSyncData()));
        ready.put("journalWriteData", Boolean.toString(bookie.getJournalWriteData()));
        ready.put("bookies", "1");
        ready.put("managedLedgerDefaultEnsembleSize", Integer.toString(broker.getManagedLedgerDefaultEnsembleSize()));
        ready.put("managedLedgerDefaultWriteQuorum", Integer.toString(broker.getManagedLedgerDefaultWriteQuorum()));
        ready.put("managedLedgerDefaultAckQuorum", Integer.toString(broker.getManagedLedgerDefaultAckQuorum()));
        return ready;
    }

    /** SIGTERM (or SIGINT): stop the standalone through the main thread's normal path, then exit. */
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

    /**
     * A port that was free a moment ago. Another process could take it before the broker binds it; the
     * standalone then fails to start with a clear error.
     */
    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(StandaloneConfig.HOST))) {
            return socket.getLocalPort();
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

    private static void closeQuietly(PulsarStandaloneStarter standalone) {
        // bounded: a standalone that failed half-way may not stop cleanly, and System.exit follows anyway
        Thread stopper = new Thread(standalone::close, "msgbench-embedded-pulsar-abort");
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

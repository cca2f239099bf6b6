package io.msgbench.embedded.pulsar;

import io.msgbench.embedded.launcher.Broker;
import io.msgbench.embedded.launcher.LaunchOptions;
import io.msgbench.embedded.launcher.Launcher;
import io.msgbench.embedded.launcher.Loopback;
import io.msgbench.embedded.launcher.Readiness;
import io.msgbench.embedded.pulsar.offload.FolderOffloader;
import io.msgbench.embedded.pulsar.offload.OffloaderNar;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.apache.bookkeeper.conf.ServerConfiguration;
import org.apache.pulsar.PulsarStandaloneStarter;
import org.apache.pulsar.PulsarVersion;
import org.apache.pulsar.broker.ServiceConfiguration;

/**
 * A Pulsar standalone (broker, one bookie, RocksDB metadata store; no ZooKeeper) for the framework, run as a
 * child JVM by the {@link Launcher}. All data lives under {@code DIR/data}; each setting goes into
 * {@code DIR/standalone.conf}.
 *
 * <p>Its ready file says {@code serviceUrl}, {@code httpUrl}, {@code brokerVersion} and the durability in force
 * ({@code journalSyncData}, {@code journalWriteData}, the default ensemble/write/ack quorum), read back from the
 * bookie's and the broker's own configuration, and its offloader ({@code managedLedgerOffloadDriver}, and with
 * msgbench's folder offloader the {@code offloadFolder} it writes to).
 */
public final class EmbeddedPulsarMain implements Broker {
    private static final Duration READY_LIMIT = Duration.ofMinutes(3);

    private Path configFile;
    private String serviceUrl;
    private String httpUrl;
    private PulsarStandaloneStarter standalone;

    public static void main(String[] args) {
        Launcher.launch(new EmbeddedPulsarMain(), args);
    }

    @Override
    public void checkSettings(Map<String, String> settings) {
        StandaloneConfig.build(0, 0, settings);
    }

    @Override
    public String name() {
        return "Pulsar";
    }

    @Override
    public void start(LaunchOptions options) throws Exception {
        int brokerPort = Loopback.freePort();
        int webPort = Loopback.freePort();
        configFile = options.workDir().resolve("standalone.conf");
        StandaloneConfig.write(
                StandaloneConfig.build(brokerPort, webPort, withFolderOffloader(options.workDir(), options.settings())),
                configFile);
        serviceUrl = "pulsar://" + StandaloneConfig.HOST + ":" + brokerPort;
        httpUrl = "http://" + StandaloneConfig.HOST + ":" + webPort;
        standalone = new PulsarStandaloneStarter(
                standaloneArgs(configFile, options.workDir().resolve("data")));
        standalone.start();
    }

    @Override
    public boolean awaitReady(BooleanSupplier stopRequested) throws Exception {
        return Readiness.of("standalone", READY_LIMIT)
                .awaitThenClose(new ReadinessProbe(serviceUrl, httpUrl), stopRequested);
    }

    @Override
    public Map<String, String> readyValues() throws Exception {
        ServerConfiguration bookie = StandaloneConfig.bookieView(configFile);
        ServiceConfiguration broker = standalone.getConfig();
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
        String offloadDriver = broker.getManagedLedgerOffloadDriver();
        ready.put(
                "managedLedgerOffloadDriver",
                offloadDriver == null || offloadDriver.isBlank() ? "none" : offloadDriver);
        if (FolderOffloader.DRIVER_NAME.equals(offloadDriver)) {
            ready.put(
                    "offloadFolder",
                    FolderOffloader.folder(broker.getProperties().getProperty("fileSystemURI"))
                            .toString());
        }
        return ready;
    }

    @Override
    public void stop() {
        if (standalone != null) {
            standalone.close();
        }
    }

    /**
     * msgbench's folder offloader ({@link FolderOffloader}) installed and pointed at {@code DIR/data/offloaded},
     * so {@code managedLedgerOffloadDriver: msgbench-folder} is all a driver file needs for tiered storage; it
     * offloads nothing until a driver or namespace policy sets a threshold. The user's settings come on top.
     * The NAR goes in {@code DIR/offloaders}: a namespace offload policy makes Pulsar look in
     * {@code ./offloaders} whatever {@code offloadersDirectory} says, and the framework starts the broker in
     * {@code DIR}.
     */
    static Map<String, String> withFolderOffloader(Path workDir, Map<String, String> settings) throws IOException {
        Map<String, String> s = new LinkedHashMap<>();
        s.put(
                "offloadersDirectory",
                OffloaderNar.writeInto(workDir.resolve("offloaders")).toString());
        s.put("narExtractionDirectory", workDir.resolve("nar").toString());
        s.put(
                "fileSystemURI",
                workDir.resolve("data").resolve("offloaded").toUri().toString());
        s.putAll(settings);
        return s;
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
            "--wipe-data"
        };
    }
}

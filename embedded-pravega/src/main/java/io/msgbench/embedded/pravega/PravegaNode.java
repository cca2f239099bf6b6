package io.msgbench.embedded.pravega;

import io.pravega.local.InProcPravegaCluster;
import io.pravega.local.LocalPravegaEmulator;
import io.pravega.local.SingleNodeConfig;
import io.pravega.segmentstore.server.host.ServiceStarter;
import io.pravega.segmentstore.server.store.ServiceBuilderConfig;
import io.pravega.segmentstore.server.store.ServiceConfig;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * Pravega standalone in this JVM: ZooKeeper, one controller and one segment store, either with in-memory
 * storage (what LocalPravegaEmulator's main does, without its System.exit and fixed config file) or on a local
 * bookie with filesystem long-term storage ({@link LocalBookKeeper}).
 */
final class PravegaNode {
    private final AutoCloseable cluster;
    private final InProcPravegaCluster segmentStoreHost;
    private final LocalBookKeeper bookKeeper;

    private PravegaNode(AutoCloseable cluster, InProcPravegaCluster segmentStoreHost, LocalBookKeeper bookKeeper) {
        this.cluster = cluster;
        this.segmentStoreHost = segmentStoreHost;
        this.bookKeeper = bookKeeper;
    }

    /**
     * Starts every component. The segment store reads its settings from the system properties, so the
     * configuration is installed there first.
     */
    static PravegaNode start(StandaloneConfig config, Path workDir) throws Exception {
        Properties properties = config.properties();
        properties.forEach((key, value) -> System.setProperty((String) key, (String) value));
        SingleNodeConfig conf =
                ServiceBuilderConfig.builder().include(properties).build().getConfig(SingleNodeConfig::builder);
        if (!config.storage().bookKeeper()) {
            LocalPravegaEmulator emulator = emulator(conf);
            PravegaNode node = new PravegaNode(emulator, emulator.getInProcPravegaCluster(), null);
            emulator.start();
            return node;
        }
        Files.createDirectories(Path.of(config.get(StandaloneConfig.LTS_ROOT)));
        // the bookie must run before the segment store starts, so ZooKeeper is started here, not by the cluster
        LocalBookKeeper bookKeeper = LocalBookKeeper.start(
                conf.getZkPort(),
                workDir.resolve(StandaloneConfig.BOOKKEEPER_DIR),
                config.storage().journalSyncData());
        InProcPravegaCluster cluster = onBookKeeper(conf);
        PravegaNode node = new PravegaNode(cluster, cluster, bookKeeper);
        try {
            cluster.start();
        } catch (Exception e) {
            node.stop();
            throw e;
        }
        return node;
    }

    private static LocalPravegaEmulator emulator(SingleNodeConfig conf) {
        return LocalPravegaEmulator.builder()
                .zkPort(conf.getZkPort())
                .controllerPort(conf.getControllerPort())
                .segmentStorePort(conf.getSegmentStorePort())
                .restServerPort(conf.getRestServerPort())
                .enableRestServer(conf.isEnableRestServer())
                .enableAuth(conf.isEnableAuth())
                .enableTls(conf.isEnableTls())
                .enableMetrics(conf.isEnableMetrics())
                .enableInfluxDB(conf.isEnableInfluxDB())
                .enablePrometheus(conf.isEnablePrometheus())
                .metricsReportInterval(conf.getMetricsReportInterval())
                .enabledAdminGateway(conf.isEnableAdminGateway())
                .adminGatewayPort(conf.getAdminGatewayPort())
                .build();
    }

    /** What LocalPravegaEmulator builds, but with durable storage and a ZooKeeper already running. */
    private static InProcPravegaCluster onBookKeeper(SingleNodeConfig conf) {
        InProcPravegaCluster cluster = InProcPravegaCluster.builder()
                .isInProcZK(false)
                .zkUrl(StandaloneConfig.HOST + ":" + conf.getZkPort())
                .zkPort(conf.getZkPort())
                .isInMemStorage(false)
                .isInProcController(true)
                .controllerCount(1)
                .isInProcSegmentStore(true)
                .segmentStoreCount(1)
                .containerCount(1)
                .restServerPort(conf.getRestServerPort())
                .enableRestServer(conf.isEnableRestServer())
                .enableAuth(false)
                .enableTls(false)
                .enableMetrics(conf.isEnableMetrics())
                .enableAdminGateway(conf.isEnableAdminGateway())
                .adminGatewayPort(conf.getAdminGatewayPort())
                .build();
        noLocalHdfs(cluster);
        cluster.setControllerPorts(new int[] {conf.getControllerPort()});
        cluster.setSegmentStorePorts(new int[] {conf.getSegmentStorePort()});
        return cluster;
    }

    /**
     * The builder starts a local HDFS for any storage but in-memory (its isInProcHDFS(false) is overwritten), and
     * HDFS is not on the class path: the segment store's FILESYSTEM long-term storage needs none.
     */
    private static void noLocalHdfs(InProcPravegaCluster cluster) {
        try {
            Field hdfs = InProcPravegaCluster.class.getDeclaredField("isInProcHDFS");
            hdfs.setAccessible(true);
            hdfs.setBoolean(cluster, false);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot switch off the standalone's local HDFS: " + e, e);
        }
    }

    /**
     * The running segment store's cache limit ({@code pravegaservice.cache.size.max} as it took effect: the
     * standalone sets 128 MiB, and the system properties, where msgbench puts the driver file's Pravega
     * settings, override it). Read from the segment store's own configuration, which Pravega does not expose.
     */
    long segmentStoreCacheBytes() {
        try {
            Field starters = InProcPravegaCluster.class.getDeclaredField("nodeServiceStarter");
            starters.setAccessible(true);
            ServiceStarter starter = ((ServiceStarter[]) starters.get(segmentStoreHost))[0];
            Field config = ServiceStarter.class.getDeclaredField("serviceConfig");
            config.setAccessible(true);
            return ((ServiceConfig) config.get(starter)).getCachePolicy().getMaxSize();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read the segment store's cache size: " + e, e);
        }
    }

    /** The bookie the segment store writes to; empty with in-memory storage. */
    Optional<LocalBookKeeper> bookKeeper() {
        return Optional.ofNullable(bookKeeper);
    }

    /** Stops segment store, controller and ZooKeeper (and the bookie, before ZooKeeper). */
    void stop() throws Exception {
        try {
            cluster.close();
        } finally {
            if (bookKeeper != null) {
                bookKeeper.close();
            }
        }
    }
}

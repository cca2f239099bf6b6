package io.msgbench.embedded.pravega;

import io.pravega.local.LocalPravegaEmulator;
import io.pravega.local.SingleNodeConfig;
import io.pravega.segmentstore.server.store.ServiceBuilderConfig;
import java.util.Properties;

/**
 * Pravega standalone in this JVM: embedded ZooKeeper, one controller and one segment store with in-memory
 * storage (what LocalPravegaEmulator's main does, without its System.exit and fixed config file).
 */
final class PravegaNode {
    private final LocalPravegaEmulator emulator;

    private PravegaNode(LocalPravegaEmulator emulator) {
        this.emulator = emulator;
    }

    /**
     * Starts every component. The segment store reads its settings from the system properties, so the
     * configuration is installed there first.
     */
    static PravegaNode start(Properties properties) throws Exception {
        properties.forEach((key, value) -> System.setProperty((String) key, (String) value));
        SingleNodeConfig conf = ServiceBuilderConfig.builder().include(properties).build()
                .getConfig(SingleNodeConfig::builder);
        LocalPravegaEmulator emulator = LocalPravegaEmulator.builder()
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
        PravegaNode node = new PravegaNode(emulator);
        emulator.start();
        return node;
    }

    /** Stops segment store, controller and ZooKeeper (which removes its temporary folder). */
    void stop() throws Exception {
        emulator.close();
    }
}

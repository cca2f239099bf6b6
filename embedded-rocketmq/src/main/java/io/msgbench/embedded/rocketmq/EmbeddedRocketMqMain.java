package io.msgbench.embedded.rocketmq;

import io.msgbench.embedded.launcher.Broker;
import io.msgbench.embedded.launcher.LaunchOptions;
import io.msgbench.embedded.launcher.Launcher;
import io.msgbench.embedded.launcher.Readiness;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.function.BooleanSupplier;
import org.apache.rocketmq.common.MQVersion;

/**
 * RocketMQ's name server and one broker for the framework, in one child JVM run by the {@link Launcher}.
 *
 * <p>Its ready file says {@code namesrvAddr}, {@code brokerAddr}, {@code clusterName}, {@code brokerVersion},
 * {@code flushDiskType} and {@code durability}. Each setting is a RocketMQ broker.conf key, e.g.
 * {@code flushDiskType=SYNC_FLUSH}. The ports and settings are written to {@code DIR/node.properties};
 * it does not restart on an earlier store.
 */
public final class EmbeddedRocketMqMain implements Broker {
    private static final Duration READY_LIMIT = Duration.ofMinutes(2);

    private BrokerConfigs configs;
    private RocketMqNode node;

    public static void main(String[] args) {
        Launcher.launch(new EmbeddedRocketMqMain(), args);
    }

    @Override
    public void checkSettings(Map<String, String> settings) {
        BrokerConfigs.check(settings);
    }

    @Override
    public String name() {
        return "RocketMQ";
    }

    @Override
    public void start(LaunchOptions options) throws Exception {
        Path workDir = options.workDir();
        Path nodeFile = workDir.resolve("node.properties");
        Properties node = NodeSettings.fresh(options.settings(), nodeFile);
        Files.createDirectories(workDir.resolve("store"));
        configs = BrokerConfigs.build(node, workDir);
        this.node = new RocketMqNode();
        this.node.start(configs);
    }

    @Override
    public boolean awaitReady(BooleanSupplier stopRequested) throws Exception {
        return Readiness.of("RocketMQ", READY_LIMIT)
                .awaitThenClose(
                        new ReadinessProbe(configs.broker.getNamesrvAddr(), configs.brokerAddress()), stopRequested);
    }

    @Override
    public Map<String, String> readyValues() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("namesrvAddr", configs.broker.getNamesrvAddr());
        values.put("brokerAddr", configs.brokerAddress());
        values.put("clusterName", configs.broker.getBrokerClusterName());
        values.put("brokerVersion", MQVersion.getVersionDesc(MQVersion.CURRENT_VERSION));
        values.put("flushDiskType", configs.store.getFlushDiskType().name());
        values.put(
                "durability",
                "embedded RocketMQ " + MQVersion.getVersionDesc(MQVersion.CURRENT_VERSION)
                        + ", one broker, no replica, "
                        + configs.store.getFlushDiskType().name());
        return values;
    }

    @Override
    public void stop() {
        if (node != null) {
            node.stop();
        }
    }
}

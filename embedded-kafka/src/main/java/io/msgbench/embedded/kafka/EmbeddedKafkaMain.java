package io.msgbench.embedded.kafka;

import io.msgbench.embedded.launcher.Broker;
import io.msgbench.embedded.launcher.Folders;
import io.msgbench.embedded.launcher.LaunchOptions;
import io.msgbench.embedded.launcher.Launcher;
import io.msgbench.embedded.launcher.Readiness;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.function.BooleanSupplier;
import org.apache.kafka.common.utils.AppInfoParser;

/**
 * A single-node KRaft Kafka broker for the framework, run as a child JVM by the {@link Launcher}.
 *
 * <p>Its ready file says {@code bootstrapServers} and {@code brokerVersion}. {@code --restart} starts it again
 * on the data and ports of its earlier start ({@code DIR/server.properties}); each setting is a broker property.
 */
public final class EmbeddedKafkaMain implements Broker {
    private static final Duration READY_LIMIT = Duration.ofMinutes(2);

    private Properties properties;
    private KafkaNode node;

    public static void main(String[] args) {
        Launcher.launch(new EmbeddedKafkaMain(), args);
    }

    @Override
    public String name() {
        return "Kafka";
    }

    @Override
    public boolean canRestart() {
        return true;
    }

    @Override
    public void start(LaunchOptions options) throws IOException {
        Path propertiesFile = options.workDir().resolve("server.properties");
        if (options.restart()) {
            properties = BrokerProperties.read(propertiesFile);
            node = KafkaNode.start(properties);
        } else {
            properties = freshProperties(options, propertiesFile);
            node = KafkaNode.formatAndStart(properties, propertiesFile);
        }
    }

    @Override
    public boolean awaitReady(BooleanSupplier stopRequested) throws Exception {
        return Readiness.of("broker", READY_LIMIT)
                .awaitThenClose(new ReadinessProbe(BrokerProperties.bootstrap(properties)), stopRequested);
    }

    @Override
    public Map<String, String> readyValues() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("bootstrapServers", BrokerProperties.bootstrap(properties));
        values.put("brokerVersion", AppInfoParser.getVersion());
        return values;
    }

    @Override
    public void stop() {
        if (node != null) {
            node.stop();
        }
    }

    /** New ports and empty storage, written to {@code server.properties} for a later restart. */
    private static Properties freshProperties(LaunchOptions options, Path propertiesFile) throws IOException {
        Path dataDir = prepareDataDir(options.workDir().resolve("data"));
        int brokerPort = BrokerProperties.freePort();
        int controllerPort = BrokerProperties.freePort();
        Properties properties = BrokerProperties.build(brokerPort, controllerPort, dataDir, options.settings());
        BrokerProperties.write(properties, propertiesFile);
        return properties;
    }

    /** Starts from empty storage each time; removes only a directory that Kafka formatted. */
    private static Path prepareDataDir(Path dataDir) throws IOException {
        if (Files.isDirectory(dataDir)) {
            if (!Files.exists(dataDir.resolve("meta.properties"))) {
                throw new IOException(
                        dataDir + " exists but is not a Kafka log directory; remove it or use" + " another --work-dir");
            }
            Folders.deleteTree(dataDir);
        }
        return Files.createDirectories(dataDir);
    }
}

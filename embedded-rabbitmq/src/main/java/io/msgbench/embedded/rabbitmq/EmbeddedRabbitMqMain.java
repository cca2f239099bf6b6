package io.msgbench.embedded.rabbitmq;

import io.msgbench.embedded.launcher.Broker;
import io.msgbench.embedded.launcher.LaunchOptions;
import io.msgbench.embedded.launcher.Launcher;
import io.msgbench.embedded.launcher.Readiness;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Debian's rabbitmq-server for the framework: this child JVM (run by the {@link Launcher}) writes the node's
 * configuration into its work folder, starts a private epmd and the node as its own child processes, reports
 * ready once an AMQP client connects, and stops both when stdin closes or on SIGTERM.
 *
 * <p>Its ready file says {@code amqpUri}, {@code brokerVersion}, {@code nodeName}, {@code mnesiaDir} and
 * {@code durability}.
 */
public final class EmbeddedRabbitMqMain implements Broker {
    private static final Duration READY_LIMIT = Duration.ofSeconds(90);

    private NodeConfig config;
    private NodeProcesses node;
    private String version;

    public static void main(String[] args) {
        Launcher.launch(new EmbeddedRabbitMqMain(), args);
    }

    @Override
    public String name() {
        return "RabbitMQ";
    }

    @Override
    public void start(LaunchOptions options) throws Exception {
        var script = RabbitMqServerBinary.find();
        config = NodeConfig.withFreePorts(options.workDir(), options.settings());
        Files.writeString(config.configFile(), config.text(), StandardCharsets.UTF_8);
        Files.writeString(
                options.workDir().resolve("rabbitmq-env.conf"), "# empty: every setting is in the environment\n");
        Files.writeString(options.workDir().resolve("enabled_plugins"), "[].\n"); // no management or other plugins
        node = NodeProcesses.start(script, config);
    }

    @Override
    public boolean awaitReady(BooleanSupplier stopRequested) throws Exception {
        version = Readiness.of("rabbitmq-server", READY_LIMIT)
                .watching(node)
                .await(() -> ReadinessProbe.attempt(config.amqpUri()), stopRequested)
                .orElse(null);
        return version != null;
    }

    @Override
    public Map<String, String> readyValues() {
        return readyValues(config, version);
    }

    @Override
    public void stop() throws Exception {
        if (node != null) {
            node.stop();
        }
    }

    static Map<String, String> readyValues(NodeConfig config, String version) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("amqpUri", config.amqpUri());
        values.put("brokerVersion", version);
        values.put("nodeName", config.nodeName());
        values.put("mnesiaDir", config.mnesiaBase().toString());
        values.put("durability", durability(version));
        return values;
    }

    /** What the node does with what it confirmed; the driver adds its queue type and delivery mode. */
    static String durability(String version) {
        return "rabbitmq-server " + version + ", one node, no replication (a quorum queue's quorum is this one"
                + " node), data in a temporary folder";
    }
}

package io.msgbench.embedded.kafka;

import io.msgbench.embedded.launcher.Loopback;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

/** Builds the single-node KRaft server.properties (broker and controller in one process) on free ports. */
final class BrokerProperties {
    static final String HOST = Loopback.HOST;
    private static final String PLAINTEXT = "PLAINTEXT://";

    private BrokerProperties() {}

    /** The recipe of local-brokers.md §1 on the given ports, then the overrides on top. */
    static Properties build(int brokerPort, int controllerPort, Path dataDir, Map<String, String> overrides) {
        Properties p = new Properties();
        p.setProperty("process.roles", "broker,controller");
        p.setProperty("node.id", "1");
        p.setProperty("controller.quorum.voters", "1@" + HOST + ":" + controllerPort);
        p.setProperty(
                "listeners", "PLAINTEXT://" + HOST + ":" + brokerPort + ",CONTROLLER://" + HOST + ":" + controllerPort);
        p.setProperty("advertised.listeners", "PLAINTEXT://" + HOST + ":" + brokerPort);
        p.setProperty("controller.listener.names", "CONTROLLER");
        p.setProperty("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
        p.setProperty("inter.broker.listener.name", "PLAINTEXT");
        p.setProperty("log.dirs", dataDir.toAbsolutePath().toString());
        p.setProperty("offsets.topic.replication.factor", "1");
        p.setProperty("transaction.state.log.replication.factor", "1");
        p.setProperty("transaction.state.log.min.isr", "1");
        p.setProperty("group.initial.rebalance.delay.ms", "0");
        // after a kill -9 the restarted node may register only once its old session expired (default 9 s)
        p.setProperty("broker.session.timeout.ms", "3000");
        p.setProperty("broker.heartbeat.interval.ms", "1000");
        overrides.forEach(p::setProperty);
        return p;
    }

    /** The properties an earlier start wrote; a restart needs them for the same ports and log dirs. */
    static Properties read(Path file) throws IOException {
        if (!Files.exists(file)) {
            throw new IOException("cannot restart: " + file + " is missing (was the broker ever started here?)");
        }
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        return properties;
    }

    /** host:port of the PLAINTEXT listener that clients are told to use. */
    static String bootstrap(Properties properties) {
        String listeners = properties.getProperty("advertised.listeners", "");
        for (String listener : listeners.split(",", -1)) {
            if (listener.startsWith(PLAINTEXT)) {
                return listener.substring(PLAINTEXT.length());
            }
        }
        throw new IllegalStateException("no PLAINTEXT listener in advertised.listeners=" + listeners);
    }

    static void write(Properties properties, Path file) throws IOException {
        try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            properties.store(writer, "written by msgbench EmbeddedKafkaMain");
        }
    }

    /** A free loopback port (see {@link Loopback#freePort()}). */
    static int freePort() throws IOException {
        return Loopback.freePort();
    }
}

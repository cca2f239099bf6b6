package io.msgbench.embedded.rocketmq;

import io.msgbench.embedded.launcher.Loopback;
import java.io.IOException;
import java.io.Writer;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

/**
 * The ports and broker settings of one embedded node, written to {@code DIR/node.properties} for whoever
 * looks into the work folder. Keys starting with {@code msgbench.} are ours; the others
 * are RocketMQ's own broker.conf keys (of its BrokerConfig or MessageStoreConfig).
 */
final class NodeSettings {
    static final String NAMESRV_PORT = "msgbench.namesrvPort";
    static final String BROKER_PORT = "msgbench.brokerPort";
    static final String HA_PORT = "msgbench.haPort";
    private static final int FAST_PORT_OFFSET = 2; // the broker also binds listenPort - 2 ("VIP channel")
    private static final int PORT_TRIES = 50;

    private NodeSettings() {}

    /** Free loopback ports and the given settings, written to {@code file}. */
    static Properties fresh(Map<String, String> settings, Path file) throws IOException {
        Properties p = new Properties();
        p.setProperty(NAMESRV_PORT, String.valueOf(Loopback.freePort()));
        p.setProperty(BROKER_PORT, String.valueOf(brokerPort()));
        p.setProperty(HA_PORT, String.valueOf(Loopback.freePort()));
        settings.forEach(p::setProperty);
        try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            p.store(writer, "written by msgbench EmbeddedRocketMqMain");
        }
        return p;
    }

    static int port(Properties p, String key) {
        return Integer.parseInt(p.getProperty(key));
    }

    /** The broker's settings alone, without our ports. */
    static Properties brokerSettings(Properties p) {
        Properties settings = new Properties();
        p.stringPropertyNames().stream()
                .filter(key -> !key.startsWith("msgbench."))
                .forEach(key -> settings.setProperty(key, p.getProperty(key)));
        return settings;
    }

    /** A free port whose companion listenPort - 2 is free too. */
    private static int brokerPort() throws IOException {
        for (int i = 0; i < PORT_TRIES; i++) {
            int port = Loopback.freePort();
            if (port - FAST_PORT_OFFSET > 1024 && isFree(port - FAST_PORT_OFFSET)) {
                return port;
            }
        }
        throw new IOException("no free loopback port p with p - 2 free too after " + PORT_TRIES + " tries");
    }

    private static boolean isFree(int port) {
        try (ServerSocket socket = new ServerSocket(port, 1, Loopback.ADDRESS)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}

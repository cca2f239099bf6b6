package io.msgbench.embedded.nats;

import io.msgbench.embedded.launcher.DebianCommand;
import io.msgbench.embedded.launcher.Launcher;
import io.msgbench.embedded.launcher.NativeServerBroker;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Debian's nats-server with JetStream on, for the framework: this child JVM (run by the {@link Launcher})
 * writes the server's configuration into its work folder, starts the server as its own child process, reports
 * ready once a client connects and JetStream answers, and stops the server when stdin closes or on SIGTERM.
 *
 * <p>Its ready file says {@code natsHostUrl}, {@code brokerVersion}, {@code storeDir} and {@code durability}.
 */
public final class EmbeddedNatsMain extends NativeServerBroker<ServerConfig> {
    /** Debian's package installs it in /usr/sbin, outside an ordinary user's PATH. */
    static final DebianCommand SERVER = new DebianCommand("nats-server", "/usr/sbin", "nats");

    public EmbeddedNatsMain() {
        super("NATS", "nats-server.conf", ServerConfig::withFreePort);
    }

    public static void main(String[] args) {
        Launcher.launch(new EmbeddedNatsMain(), args);
    }

    @Override
    protected Path binary() {
        return SERVER.find();
    }

    @Override
    protected List<String> command(Path binary, Path configFile) {
        return List.of(binary.toString(), "-c", configFile.toString());
    }

    @Override
    protected String probe() throws Exception {
        return ReadinessProbe.attempt(config().url());
    }

    @Override
    public Map<String, String> readyValues() {
        return readyValues(config(), version());
    }

    static Map<String, String> readyValues(ServerConfig config, String version) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("natsHostUrl", config.url());
        values.put("brokerVersion", version);
        values.put("storeDir", config.storeDir().toString());
        values.put("durability", durability(version));
        return values;
    }

    /** What the server does with what it acknowledged; the driver adds which storage its streams use. */
    static String durability(String version) {
        return "nats-server " + version + ", one node, no replication; a file-storage stream is written to its"
                + " store folder and fsynced on the server's own background timer, not before the publish ack"
                + " (2.9 has no sync setting); a memory-storage stream is lost when the server stops";
    }
}

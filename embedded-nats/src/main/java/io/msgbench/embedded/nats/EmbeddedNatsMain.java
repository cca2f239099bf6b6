package io.msgbench.embedded.nats;

import io.msgbench.embedded.launcher.Broker;
import io.msgbench.embedded.launcher.LaunchOptions;
import io.msgbench.embedded.launcher.Launcher;
import io.msgbench.embedded.launcher.ServerProcess;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Debian's nats-server with JetStream on, for the framework: this child JVM (run by the {@link Launcher})
 * writes the server's configuration into its work folder, starts the server as its own child process, reports
 * ready once a client connects and JetStream answers, and stops the server when stdin closes or on SIGTERM.
 *
 * <p>Its ready file says {@code natsHostUrl}, {@code brokerVersion}, {@code storeDir} and {@code durability}.
 */
public final class EmbeddedNatsMain implements Broker {
    private static final Duration READY_LIMIT = Duration.ofSeconds(60);

    private ServerConfig config;
    private ServerProcess server;
    private String version;

    public static void main(String[] args) {
        Launcher.launch(new EmbeddedNatsMain(), args);
    }

    @Override
    public String name() {
        return "NATS";
    }

    @Override
    public void start(LaunchOptions options) throws Exception {
        Path binary = NatsServerBinary.find();
        config = ServerConfig.withFreePort(options.workDir(), options.settings());
        Path file = options.workDir().resolve("nats-server.conf");
        Files.writeString(file, config.text(), StandardCharsets.UTF_8);
        server = ServerProcess.start(List.of(binary.toString(), "-c", file.toString()));
    }

    @Override
    public boolean awaitReady(BooleanSupplier stopRequested) throws Exception {
        version = ReadinessProbe.await(config.url(), server, READY_LIMIT, stopRequested);
        return version != null;
    }

    @Override
    public Map<String, String> readyValues() {
        return readyValues(config, version);
    }

    @Override
    public void stop() throws Exception {
        if (server != null) {
            server.stop();
        }
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

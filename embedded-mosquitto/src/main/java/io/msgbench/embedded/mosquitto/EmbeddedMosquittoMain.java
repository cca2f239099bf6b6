package io.msgbench.embedded.mosquitto;

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
 * Debian's mosquitto (MQTT 5), for the framework: this child JVM (run by the {@link Launcher}) writes the
 * broker's configuration into its work folder, starts mosquitto as its own child process, reports ready once an
 * MQTT 5 client connects, and stops mosquitto (which then saves its store) when stdin closes or on SIGTERM.
 *
 * <p>Its ready file says {@code brokerAddr}, {@code brokerVersion}, {@code persistence}, {@code dataDir}
 * and {@code durability}.
 */
public final class EmbeddedMosquittoMain implements Broker {
    private static final Duration READY_LIMIT = Duration.ofSeconds(60);

    private ServerConfig config;
    private ServerProcess server;
    private String version;

    public static void main(String[] args) {
        Launcher.launch(new EmbeddedMosquittoMain(), args);
    }

    @Override
    public void checkSettings(Map<String, String> settings) {
        ServerConfig.check(settings);
    }

    @Override
    public String name() {
        return "Mosquitto";
    }

    @Override
    public void start(LaunchOptions options) throws Exception {
        Path binary = MosquittoBinary.find();
        version = MosquittoBinary.version(binary).orElse("(version unknown)");
        config = ServerConfig.withFreePort(options.workDir(), options.settings());
        Files.createDirectories(config.dataDir());
        Path file = options.workDir().resolve("mosquitto.conf");
        Files.writeString(file, config.text(), StandardCharsets.UTF_8);
        server = ServerProcess.start(List.of(binary.toString(), "-c", file.toString()));
    }

    @Override
    public boolean awaitReady(BooleanSupplier stopRequested) throws Exception {
        return ReadinessProbe.await(config.port(), server, READY_LIMIT, stopRequested);
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
        values.put("brokerAddr", config.url());
        values.put("brokerVersion", version);
        values.put("persistence", Boolean.toString(config.persistence()));
        values.put("dataDir", config.dataDir().toString());
        values.put("durability", config.durability(version));
        return values;
    }
}

package io.msgbench.embedded.redis;

import io.msgbench.embedded.launcher.Broker;
import io.msgbench.embedded.launcher.LaunchOptions;
import io.msgbench.embedded.launcher.Launcher;
import io.msgbench.embedded.launcher.Loopback;
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
 * Debian's redis-server for the framework: this child JVM (run by the {@link Launcher}) writes the server's
 * configuration into its work folder, starts the server as its own child process, reports ready once PING is
 * answered, and stops the server when stdin closes or on SIGTERM.
 *
 * <p>Its ready file says {@code redisHost}, {@code redisPort}, {@code brokerVersion} and {@code dataDir}. The
 * durability in force is not stated here: the driver reads it back from the server (CONFIG GET).
 */
public final class EmbeddedRedisMain implements Broker {
    private static final Duration READY_LIMIT = Duration.ofSeconds(60);

    private ServerConfig config;
    private ServerProcess server;
    private String version;

    public static void main(String[] args) {
        Launcher.launch(new EmbeddedRedisMain(), args);
    }

    @Override
    public String name() {
        return "Redis";
    }

    @Override
    public void start(LaunchOptions options) throws Exception {
        Path binary = RedisServerBinary.find();
        config = ServerConfig.withFreePort(options.workDir(), options.settings());
        Files.createDirectories(config.dataDir());
        Path file = options.workDir().resolve("redis.conf");
        Files.writeString(file, config.text(), StandardCharsets.UTF_8);
        server = ServerProcess.start(List.of(binary.toString(), file.toString()));
    }

    @Override
    public boolean awaitReady(BooleanSupplier stopRequested) throws Exception {
        version = ReadinessProbe.await(config.port(), server, READY_LIMIT, stopRequested);
        return version != null;
    }

    @Override
    public Map<String, String> readyValues() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("redisHost", Loopback.HOST);
        values.put("redisPort", Integer.toString(config.port()));
        values.put("brokerVersion", version);
        values.put("dataDir", config.dataDir().toString());
        return values;
    }

    @Override
    public void stop() throws Exception {
        if (server != null) {
            server.stop();
        }
    }
}

package io.msgbench.embedded.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * A broker that is a native server from Debian's packages (nats-server, redis-server, mosquitto): this JVM writes
 * the server's configuration file into the work folder, starts the server as its own child process, reports ready
 * once a client's probe succeeds (and gives up when the server exits first), and stops it. A subclass says which
 * binary, which configuration, how the server is started and probed, and what the ready file says.
 */
public abstract class NativeServerBroker<C extends NativeServerBroker.Config> implements Broker {
    /** One start's configuration of the server. */
    public interface Config {
        /** The configuration file's text. */
        String text();

        /** The folder the server keeps its data in; made before the server starts. */
        Path dataDir();
    }

    /** Makes a start's configuration (free ports, folders under the work folder) from the broker's settings. */
    @FunctionalInterface
    public interface Configurer<C> {
        C configure(Path workDir, Map<String, String> settings) throws IOException;
    }

    private static final Duration READY_LIMIT = Duration.ofSeconds(60);

    private final String name;
    private final String configFileName;
    private final Configurer<C> configurer;
    private C config;
    private String serverName;
    private ServerProcess server;
    private String version;

    /**
     * @param name           the broker in messages: "Redis"
     * @param configFileName the configuration file's name in the work folder: "redis.conf"
     */
    protected NativeServerBroker(String name, String configFileName, Configurer<C> configurer) {
        this.name = name;
        this.configFileName = configFileName;
        this.configurer = configurer;
    }

    @Override
    public final String name() {
        return name;
    }

    /** The server's binary, or an error naming the Debian package to install. */
    protected abstract Path binary() throws Exception;

    /** The server's command line, reading {@code configFile}. */
    protected abstract List<String> command(Path binary, Path configFile);

    /** One attempt of a real client; returns the server's version once it serves. */
    protected abstract String probe() throws Exception;

    /** This start's configuration, known once {@link #start} has made it. */
    protected final C config() {
        return config;
    }

    /** The server's version, known once it is ready. */
    protected final String version() {
        return version;
    }

    @Override
    public final void start(LaunchOptions options) throws Exception {
        Path binary = binary();
        serverName = binary.getFileName().toString();
        config = configurer.configure(options.workDir(), options.settings());
        Files.createDirectories(config.dataDir());
        Path file = options.workDir().resolve(configFileName);
        Files.writeString(file, config.text(), StandardCharsets.UTF_8);
        server = ServerProcess.start(command(binary, file));
    }

    @Override
    public final boolean awaitReady(BooleanSupplier stopRequested) throws Exception {
        version = Readiness.of(serverName, READY_LIMIT)
                .watching(server)
                .await(this::probe, stopRequested)
                .orElse(null);
        return version != null;
    }

    @Override
    public final void stop() throws Exception {
        if (server != null) {
            server.stop();
        }
    }
}

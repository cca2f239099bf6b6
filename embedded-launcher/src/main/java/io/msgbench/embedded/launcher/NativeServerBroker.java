package io.msgbench.embedded.launcher;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * A broker that is a native server from Debian's packages (nats-server, redis-server, mosquitto): this JVM writes
 * the server's configuration file into the work folder, starts the server as its own child process, reports ready
 * once a client's probe succeeds (and gives up when the server exits first), and stops it. A subclass says which
 * binary, which configuration, how the server is started and probed, and what the ready file says.
 */
public abstract class NativeServerBroker implements Broker {
    private static final Duration READY_LIMIT = Duration.ofSeconds(60);

    private final String name;
    private final String configFileName;
    private String serverName;
    private ServerProcess server;
    private String version;

    /**
     * @param name           the broker in messages: "Redis"
     * @param configFileName the configuration file's name in the work folder: "redis.conf"
     */
    protected NativeServerBroker(String name, String configFileName) {
        this.name = name;
        this.configFileName = configFileName;
    }

    @Override
    public final String name() {
        return name;
    }

    /** The server's binary, or an error naming the Debian package to install. */
    protected abstract Path binary() throws Exception;

    /** Sets this start up (free ports, data folders under the work folder) and says the configuration's text. */
    protected abstract String configure(LaunchOptions options) throws Exception;

    /** The server's command line, reading {@code configFile}. */
    protected abstract List<String> command(Path binary, Path configFile);

    /** One attempt of a real client; returns the server's version once it serves. */
    protected abstract String probe() throws Exception;

    /** The server's version, known once it is ready. */
    protected final String version() {
        return version;
    }

    @Override
    public final void start(LaunchOptions options) throws Exception {
        Path binary = binary();
        serverName = binary.getFileName().toString();
        Path file = options.workDir().resolve(configFileName);
        Files.writeString(file, configure(options), StandardCharsets.UTF_8);
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

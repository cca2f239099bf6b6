package io.msgbench.embedded.redis;

import io.msgbench.embedded.launcher.DebianCommand;
import io.msgbench.embedded.launcher.Launcher;
import io.msgbench.embedded.launcher.Loopback;
import io.msgbench.embedded.launcher.NativeServerBroker;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Debian's redis-server for the framework: this child JVM (run by the {@link Launcher}) writes the server's
 * configuration into its work folder, starts the server as its own child process, reports ready once PING is
 * answered, and stops the server when stdin closes or on SIGTERM.
 *
 * <p>Its ready file says {@code redisHost}, {@code redisPort}, {@code brokerVersion} and {@code dataDir}. The
 * durability in force is not stated here: the driver reads it back from the server (CONFIG GET).
 */
public final class EmbeddedRedisMain extends NativeServerBroker<ServerConfig> {
    /** Debian's package installs it in /usr/bin. */
    static final DebianCommand SERVER = new DebianCommand("redis-server", "/usr/bin", "redis");

    public EmbeddedRedisMain() {
        super("Redis", "redis.conf", ServerConfig::withFreePort);
    }

    public static void main(String[] args) {
        Launcher.launch(new EmbeddedRedisMain(), args);
    }

    @Override
    protected Path binary() {
        return SERVER.find();
    }

    @Override
    protected List<String> command(Path binary, Path configFile) {
        return List.of(binary.toString(), configFile.toString());
    }

    @Override
    protected String probe() {
        return ReadinessProbe.attempt(config().port());
    }

    @Override
    public Map<String, String> readyValues() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("redisHost", Loopback.HOST);
        values.put("redisPort", Integer.toString(config().port()));
        values.put("brokerVersion", version());
        values.put("dataDir", config().dataDir().toString());
        return values;
    }
}

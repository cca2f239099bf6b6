package io.msgbench.embedded.redis;

import io.msgbench.embedded.launcher.Loopback;
import io.msgbench.embedded.launcher.NativeServerBroker;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * redis-server's configuration file: clients on a free loopback port, its data folder in the work folder, RDB
 * snapshots off and AOF off unless the settings say otherwise. Settings from the command line
 * ({@code --set appendonly=yes --set appendfsync=always}) are redis.conf directives: each replaces the default
 * of that name or is added; redis-server itself rejects a directive it does not know.
 */
record ServerConfig(int port, Path dataDir, Map<String, String> directives) implements NativeServerBroker.Config {
    /** Snapshots off: the durability in force is the AOF's alone, which the settings choose. */
    private static final Map<String, String> DEFAULTS =
            Map.of("save", "\"\"", "appendonly", "no", "appendfsync", "everysec");

    static ServerConfig withFreePort(Path workDir, Map<String, String> settings) throws IOException {
        Map<String, String> directives = new LinkedHashMap<>(DEFAULTS);
        directives.putAll(settings);
        return new ServerConfig(Loopback.freePort(), workDir.resolve("data"), Map.copyOf(directives));
    }

    @Override
    public String text() {
        StringBuilder text = new StringBuilder();
        text.append("# written by msgbench EmbeddedRedisMain\n");
        text.append("bind ").append(Loopback.HOST).append('\n');
        text.append("port ").append(port).append('\n');
        text.append("daemonize no\n");
        text.append("logfile \"\"\n"); // its log goes to stdout, which the framework writes to broker.log
        text.append("dir \"").append(dataDir).append("\"\n");
        directives.entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .forEach(entry -> text.append(entry.getKey())
                        .append(' ')
                        .append(entry.getValue())
                        .append('\n'));
        return text.toString();
    }
}

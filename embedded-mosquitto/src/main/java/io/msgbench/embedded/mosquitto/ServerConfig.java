package io.msgbench.embedded.mosquitto;

import io.msgbench.embedded.launcher.Loopback;
import io.msgbench.embedded.launcher.NativeServerBroker;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * mosquitto's configuration file: one MQTT listener on a free loopback port, anonymous clients, persistence
 * (on unless {@code --set persistence=false}) in the work folder. Other settings from the command line
 * ({@code --set autosave_interval=60}) become {@code key value} lines as they are, replacing a default of the
 * same key; mosquitto itself rejects a key it does not know.
 */
record ServerConfig(int port, Path dataDir, String user, Map<String, String> settings)
        implements NativeServerBroker.Config {
    /** What the file must say for msgbench to reach the broker and clean up after it. */
    static final Set<String> RESERVED = Set.of(
            "listener",
            "port",
            "bind_address",
            "persistence_location",
            "persistence_file",
            "user",
            "log_dest",
            "include_dir",
            "pid_file");

    private static final Map<String, String> DEFAULTS = defaults();

    static ServerConfig withFreePort(Path workDir, Map<String, String> settings) throws IOException {
        check(settings);
        Map<String, String> merged = new LinkedHashMap<>(DEFAULTS);
        merged.putAll(settings);
        return new ServerConfig(
                Loopback.freePort(), workDir.resolve("data"), System.getProperty("user.name"), Map.copyOf(merged));
    }

    /** @throws IllegalArgumentException for a setting msgbench sets itself */
    static void check(Map<String, String> settings) {
        for (String key : settings.keySet()) {
            if (RESERVED.contains(key)) {
                throw new IllegalArgumentException(
                        key + ": msgbench sets it itself (the port, address, user, data and log"
                                + " files of the broker it starts)");
            }
        }
    }

    /**
     * mosquitto's defaults, but for a benchmark: no cap on a session's queue (mosquitto's default of 1000
     * drops messages for a consumer that falls behind) and no per-connection log lines.
     */
    private static Map<String, String> defaults() {
        Map<String, String> defaults = new LinkedHashMap<>();
        defaults.put("allow_anonymous", "true");
        defaults.put("persistence", "true");
        defaults.put("autosave_interval", "1800");
        defaults.put("max_queued_messages", "0");
        defaults.put("connection_messages", "false");
        return defaults;
    }

    String url() {
        return "tcp://" + Loopback.HOST + ":" + port;
    }

    boolean persistence() {
        return Boolean.parseBoolean(settings.get("persistence"));
    }

    @Override
    public String text() {
        StringBuilder text = new StringBuilder();
        text.append("# written by msgbench EmbeddedMosquittoMain\n");
        text.append("listener ").append(port).append(' ').append(Loopback.HOST).append('\n');
        text.append("user ").append(user).append('\n'); // as root, mosquitto would otherwise become 'mosquitto'
        text.append("persistence_location ").append(dataDir).append("/\n");
        text.append("log_dest stdout\n");
        settings.entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .forEach(e ->
                        text.append(e.getKey()).append(' ').append(e.getValue()).append('\n'));
        return text.toString();
    }

    /** What the broker does with what it acknowledged; the driver adds the QoS its clients use. */
    String durability(String version) {
        String broker = "mosquitto " + version + ", one node, no replication; ";
        if (!persistence()) {
            return broker + "persistence off: messages and sessions live in its memory only and are lost when it"
                    + " stops";
        }
        return broker + "persistence on: its in-memory store is written to " + dataDir.resolve("mosquitto.db")
                + " every " + settings.get("autosave_interval") + " s and at a clean stop, never before a PUBACK"
                + " (no fsync per message); a kill loses what came since the last save";
    }
}

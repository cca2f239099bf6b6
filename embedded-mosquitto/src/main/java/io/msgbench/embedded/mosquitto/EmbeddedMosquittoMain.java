package io.msgbench.embedded.mosquitto;

import io.msgbench.embedded.launcher.Launcher;
import io.msgbench.embedded.launcher.NativeServerBroker;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Debian's mosquitto (MQTT 5), for the framework: this child JVM (run by the {@link Launcher}) writes the
 * broker's configuration into its work folder, starts mosquitto as its own child process, reports ready once an
 * MQTT 5 client connects, and stops mosquitto (which then saves its store) when stdin closes or on SIGTERM.
 *
 * <p>Its ready file says {@code brokerAddr}, {@code brokerVersion}, {@code persistence}, {@code dataDir}
 * and {@code durability}.
 */
public final class EmbeddedMosquittoMain extends NativeServerBroker<ServerConfig> {
    /** From the binary's own help text: the MQTT handshake does not say it. */
    private String binaryVersion;

    public EmbeddedMosquittoMain() {
        super("Mosquitto", "mosquitto.conf", ServerConfig::withFreePort);
    }

    public static void main(String[] args) {
        Launcher.launch(new EmbeddedMosquittoMain(), args);
    }

    @Override
    public void checkSettings(Map<String, String> settings) {
        ServerConfig.check(settings);
    }

    @Override
    protected Path binary() {
        Path binary = MosquittoBinary.COMMAND.find();
        binaryVersion = MosquittoBinary.version(binary).orElse("(version unknown)");
        return binary;
    }

    @Override
    protected List<String> command(Path binary, Path configFile) {
        return List.of(binary.toString(), "-c", configFile.toString());
    }

    @Override
    protected String probe() {
        ReadinessProbe.attempt(config().port());
        return binaryVersion;
    }

    @Override
    public Map<String, String> readyValues() {
        return readyValues(config(), version());
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

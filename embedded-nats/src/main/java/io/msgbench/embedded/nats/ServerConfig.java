package io.msgbench.embedded.nats;

import io.msgbench.embedded.launcher.Loopback;
import io.msgbench.embedded.launcher.NativeServerBroker;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * nats-server's configuration file: clients on a free loopback port, JetStream on with its store in the work
 * folder. Settings from the command line ({@code --set max_file_store=1G}) go into the {@code jetstream} block
 * as they are; nats-server itself rejects a field it does not know (2.9 knows no {@code sync_interval}).
 */
record ServerConfig(int port, Path storeDir, Map<String, String> jetStreamSettings)
        implements NativeServerBroker.Config {

    static ServerConfig withFreePort(Path workDir, Map<String, String> settings) throws IOException {
        return new ServerConfig(Loopback.freePort(), workDir.resolve("jetstream"), Map.copyOf(settings));
    }

    String url() {
        return "nats://" + Loopback.HOST + ":" + port;
    }

    /** The JetStream store folder. */
    @Override
    public Path dataDir() {
        return storeDir;
    }

    @Override
    public String text() {
        StringBuilder text = new StringBuilder();
        text.append("# written by msgbench EmbeddedNatsMain\n");
        text.append("listen: ").append(Loopback.HOST).append(':').append(port).append('\n');
        text.append("server_name: msgbench-embedded\n");
        text.append("jetstream {\n");
        text.append("  store_dir: \"").append(storeDir).append("\"\n");
        jetStreamSettings.forEach((key, value) ->
                text.append("  ").append(key).append(": ").append(value).append('\n'));
        text.append("}\n");
        return text.toString();
    }
}

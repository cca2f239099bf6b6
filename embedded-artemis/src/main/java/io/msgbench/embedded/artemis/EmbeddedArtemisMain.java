package io.msgbench.embedded.artemis;

import io.msgbench.embedded.launcher.Broker;
import io.msgbench.embedded.launcher.LaunchOptions;
import io.msgbench.embedded.launcher.Launcher;
import io.msgbench.embedded.launcher.Loopback;
import io.msgbench.embedded.launcher.Readiness;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.apache.activemq.artemis.core.server.ActiveMQServer;
import org.apache.activemq.artemis.core.server.ActiveMQServers;

/**
 * An ActiveMQ Artemis broker (artemis-server from Maven Central) for the framework, in this child JVM (run by the
 * {@link Launcher}): one core acceptor on a free loopback port, journal and paging in the work folder.
 *
 * <p>Its ready file says {@code brokerAddress}, {@code brokerVersion} and {@code dataDir}. The durability in force
 * is not stated here: the driver reads it back from the broker's management address. {@code --restart} starts it
 * again on the port, journal and settings of its earlier start.
 */
public final class EmbeddedArtemisMain implements Broker {
    private static final Duration READY_LIMIT = Duration.ofSeconds(60);

    private BrokerSettings settings;
    private Path workDir;
    private ActiveMQServer server;

    public static void main(String[] args) {
        Launcher.launch(new EmbeddedArtemisMain(), args);
    }

    @Override
    public void checkSettings(Map<String, String> settings) {
        BrokerSettings.of(0, settings);
    }

    @Override
    public String name() {
        return "Artemis";
    }

    @Override
    public void start(LaunchOptions options) throws Exception {
        workDir = options.workDir();
        settings = BrokerSettings.of(Loopback.freePort(), options.settings());
        // not newActiveMQServer(config, false): its boolean would force persistence off
        server = ActiveMQServers.newActiveMQServer(ServerConfiguration.of(settings, workDir));
        server.start();
    }

    @Override
    public boolean awaitReady(BooleanSupplier stopRequested) throws Exception {
        return Readiness.of("broker", READY_LIMIT).awaitThenClose(new ReadinessProbe(brokerAddress()), stopRequested);
    }

    @Override
    public Map<String, String> readyValues() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("brokerAddress", brokerAddress());
        values.put("brokerVersion", server.getVersion().getFullVersion());
        values.put("dataDir", workDir.resolve("data").toString());
        return values;
    }

    @Override
    public void stop() throws Exception {
        if (server != null) {
            server.stop();
        }
    }

    private String brokerAddress() {
        return "tcp://" + Loopback.HOST + ":" + settings.port();
    }
}

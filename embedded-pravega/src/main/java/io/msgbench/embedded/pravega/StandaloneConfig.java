package io.msgbench.embedded.pravega;

import io.msgbench.embedded.launcher.Loopback;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * The standalone's configuration as Pravega properties: every port it binds on a free port (other brokers may
 * run beside it), clients served on loopback, the optional REST servers and the admin gateway off, and
 * auto-scaling that reacts within minutes rather than Pravega's 10-minute cool-down. With {@code storage
 * bookkeeper} ({@link StorageSettings}), the segment store writes to one local bookie (ensemble and quorums of 1)
 * and keeps long-term storage on the filesystem, in the work folder. Pravega settings from the command line go
 * on top.
 */
final class StandaloneConfig {
    static final String HOST = Loopback.HOST;
    static final String CONTROLLER_PORT = "singlenode.controller.rpc.port";
    static final String COOLDOWN = "autoScale.cooldown.time.seconds";
    static final String ZK_PORT = "singlenode.zk.port";
    static final String LTS_ROOT = "filesystem.root";
    static final String ENSEMBLE = "bookkeeper.ensemble.size";
    /** In the work folder: the bookie's journal and ledgers, and the filesystem long-term storage. */
    static final String BOOKKEEPER_DIR = "bookkeeper";

    static final String LTS_DIR = "lts";

    private final Properties properties;
    private final StorageSettings storage;

    private StandaloneConfig(Properties properties, StorageSettings storage) {
        this.properties = properties;
        this.storage = storage;
    }

    /** @throws IllegalArgumentException for a setting of msgbench's own that is unknown or out of range */
    static StandaloneConfig withFreePorts(Map<String, String> settings, Path workDir) throws IOException {
        StorageSettings storage = StorageSettings.of(settings);
        Map<String, String> p = new LinkedHashMap<>();
        p.put(ZK_PORT, freePort());
        p.put(CONTROLLER_PORT, freePort());
        p.put("singlenode.segmentStore.port", freePort());
        p.put("singlenode.controller.rest.port", freePort());
        p.put("singlenode.controller.rest.enable", "false"); // also switches off the segment store's REST (6061)
        p.put("pravegaservice.rest.listener.port", freePort());
        p.put("pravegaservice.rest.listener.host", HOST);
        p.put("singlenode.admin.gateway.enable", "false");
        p.put("singlenode.admin.gateway.port", freePort());
        p.put("singlenode.metrics.enable", "false");
        p.put("singlenode.security.auth.enable", "false");
        p.put("singlenode.security.tls.enable", "false");
        // the standalone binds the segment store on all interfaces and publishes the host's address otherwise
        p.put("pravegaservice.service.listener.host.nameOrIp", HOST);
        p.put("pravegaservice.service.published.host.nameOrIp", HOST);
        p.put(COOLDOWN, "20");
        p.put("autoScale.mute.time.seconds", "20");
        if (storage.bookKeeper()) {
            p.put("bookkeeper.zk.connect.uri", HOST + ":" + p.get(ZK_PORT));
            p.put("bookkeeper.ledger.path", LocalBookKeeper.LEDGERS_PATH);
            p.put(ENSEMBLE, "1");
            p.put("bookkeeper.write.quorum.size", "1");
            p.put("bookkeeper.ack.quorum.size", "1");
            p.put(LTS_ROOT, workDir.resolve(LTS_DIR).toAbsolutePath().toString());
        }
        p.putAll(StorageSettings.pravegaProperties(settings));
        Properties properties = new Properties();
        properties.putAll(p);
        return new StandaloneConfig(properties, storage);
    }

    StorageSettings storage() {
        return storage;
    }

    Properties properties() {
        Properties copy = new Properties();
        copy.putAll(properties);
        return copy;
    }

    String controllerUri() {
        return "tcp://" + HOST + ":" + properties.getProperty(CONTROLLER_PORT);
    }

    String get(String key) {
        return properties.getProperty(key);
    }

    private static String freePort() throws IOException {
        return Integer.toString(Loopback.freePort());
    }
}

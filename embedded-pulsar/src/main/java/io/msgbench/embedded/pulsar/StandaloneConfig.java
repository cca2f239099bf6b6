package io.msgbench.embedded.pulsar;

import io.msgbench.driver.api.NearestName;
import io.msgbench.embedded.launcher.Loopback;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.bookkeeper.bookie.storage.ldb.DbLedgerStorage;
import org.apache.bookkeeper.conf.ServerConfiguration;
import org.apache.pulsar.broker.ServiceConfiguration;
import org.apache.pulsar.common.policies.data.OffloadPoliciesImpl;

/**
 * The standalone.conf of local-brokers.md §2 (broker and bookie read the same file) on the given ports,
 * with the user's settings on top. A setting that is neither a broker nor a bookie key is refused,
 * because Pulsar itself would ignore a misspelt key silently.
 */
final class StandaloneConfig {
    static final String HOST = Loopback.HOST;
    /** Chosen by the launcher: free ports, loopback only. */
    private static final Set<String> LAUNCHER_KEYS = Set.of(
            "brokerServicePort",
            "webServicePort",
            "bindAddress",
            "advertisedAddress",
            "metadataStoreUrl",
            "configurationMetadataStoreUrl");

    private static final Set<String> BOOLEAN_KEYS = Set.of("journalSyncData", "journalWriteData");

    private StandaloneConfig() {}

    /** The recipe's settings on the given ports, then {@code settings} on top. */
    static Map<String, String> build(int brokerPort, int webPort, Map<String, String> settings) {
        Map<String, String> c = new LinkedHashMap<>();
        c.put("clusterName", "standalone");
        c.put("brokerServicePort", Integer.toString(brokerPort));
        c.put("webServicePort", Integer.toString(webPort));
        c.put("bindAddress", HOST);
        c.put("advertisedAddress", HOST);
        c.put("metadataStoreUrl", "");
        c.put("configurationMetadataStoreUrl", "");
        // one bookie: every ledger has one copy
        c.put("managedLedgerDefaultEnsembleSize", "1");
        c.put("managedLedgerDefaultWriteQuorum", "1");
        c.put("managedLedgerDefaultAckQuorum", "1");
        c.put("loadManagerClassName", "org.apache.pulsar.broker.loadbalance.NoopLoadManager");
        c.put("loadBalancerEnabled", "false");
        c.put("allowAutoTopicCreation", "true");
        c.put("allowAutoTopicCreationType", "non-partitioned");
        c.put("transactionCoordinatorEnabled", "false");
        c.put("functionsWorkerEnabled", "false");
        c.put("webSocketServiceEnabled", "false");
        c.put("statusFilePath", "");
        c.put("ledgerStorageClass", "org.apache.bookkeeper.bookie.storage.ldb.DbLedgerStorage");
        c.put("dbStorage_writeCacheMaxSizeMb", "64");
        c.put("dbStorage_readAheadCacheMaxSizeMb", "32");
        c.put("dbStorage_rocksDB_blockCacheSize", "33554432");
        // BookKeeper's own default: the bookie fsyncs its journal before it acknowledges (the 2019 study's
        // "fsync on"); journalSyncData=false is its "fsync off" variant.
        c.put("journalSyncData", "true");
        c.put("journalMaxGroupWaitMSec", "1");
        c.put("allowLoopback", "true");
        c.put("diskUsageThreshold", "0.99");
        c.put("diskUsageWarnThreshold", "0.99");
        settings.forEach((key, value) -> c.put(key, checked(key, value)));
        return c;
    }

    static void write(Map<String, String> config, Path file) throws IOException {
        StringBuilder text = new StringBuilder("# written by msgbench EmbeddedPulsarMain\n");
        config.forEach(
                (key, value) -> text.append(key).append('=').append(value).append('\n'));
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /** The journal settings as BookKeeper itself reads them from the file the bookie was started with. */
    static ServerConfiguration bookieView(Path file) throws Exception {
        ServerConfiguration bookie = new ServerConfiguration();
        bookie.loadConf(file.toUri().toURL());
        return bookie;
    }

    /**
     * Worded for the driver file, where the settings are written ({@code embeddedBroker.settings}, which the
     * framework puts before the message), the way the other embedded brokers word theirs.
     */
    private static String checked(String key, String value) {
        if (LAUNCHER_KEYS.contains(key)) {
            throw new IllegalArgumentException(
                    key + ": msgbench sets it itself (free loopback ports, RocksDB metadata" + " under the work dir)");
        }
        if (BOOLEAN_KEYS.contains(key) && !value.equals("true") && !value.equals("false")) {
            throw new IllegalArgumentException(key + ": expected true or false, got '" + value + "'");
        }
        Set<String> known = knownKeys();
        if (!known.contains(key)) {
            known.removeAll(LAUNCHER_KEYS);
            throw new IllegalArgumentException("unknown setting '" + key + "'" + NearestName.hint(key, known)
                    + "; neither a Pulsar broker nor a BookKeeper setting (Pulsar would ignore it silently)");
        }
        return value;
    }

    /**
     * Broker keys are ServiceConfiguration's fields and OffloadPoliciesImpl's (the broker reads its offloader's
     * settings, {@code fileSystemURI} and {@code s3ManagedLedgerOffloadBucket} among them, from the same file);
     * bookie keys are the key constants of ServerConfiguration (and its superclasses) and of DbLedgerStorage (the
     * {@code dbStorage_*} keys).
     */
    static Set<String> knownKeys() {
        Set<String> keys = new TreeSet<>();
        addInstanceFields(ServiceConfiguration.class, keys);
        addInstanceFields(OffloadPoliciesImpl.class, keys);
        for (Class<?> type = ServerConfiguration.class; type != null; type = type.getSuperclass()) {
            addStringConstants(type, keys);
        }
        addStringConstants(DbLedgerStorage.class, keys);
        return keys;
    }

    private static void addInstanceFields(Class<?> type, Set<String> keys) {
        for (Field field : type.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                keys.add(field.getName());
            }
        }
    }

    private static void addStringConstants(Class<?> type, Set<String> keys) {
        for (Field field : type.getDeclaredFields()) {
            if (isStringConstant(field)) {
                keys.add(constantValue(field));
            }
        }
    }

    private static boolean isStringConstant(Field field) {
        int modifiers = field.getModifiers();
        return Modifier.isStatic(modifiers) && Modifier.isFinal(modifiers) && field.getType() == String.class;
    }

    private static String constantValue(Field field) {
        try {
            field.setAccessible(true);
            return (String) field.get(null);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return field.getName(); // not readable: its name is no key anyone would type
        }
    }
}

package io.msgbench.driver.pulsar;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import org.apache.pulsar.client.api.SubscriptionType;

/**
 * The Pulsar driver YAML (OMB's shape: {@code client}, {@code producer}, {@code consumer}) plus msgbench's
 * {@code bookies} section, read strictly and without connecting to anything.
 * <pre>{@code
 * PulsarDriverSettings settings = PulsarDriverSettings.parse(config);
 * settings.client().serviceUrl();
 * }</pre>
 */
public record PulsarDriverSettings(
        Client client,
        Persistence persistence,
        Producer producer,
        Consumer consumer,
        Optional<Boolean> journalSyncData,
        Offload offload) {
    static final List<String> KEYS = List.of("client", "producer", "consumer", "bookies", "offload");
    static final List<String> CLIENT_KEYS = List.of(
            "serviceUrl",
            "httpUrl",
            "ioThreads",
            "connectionsPerBroker",
            "clientMemoryLimitMB",
            "maxConcurrentLookupRequests",
            "clusterName",
            "namespacePrefix",
            "namespace",
            "topicType",
            "persistence",
            "tlsAllowInsecureConnection",
            "tlsEnableHostnameVerification",
            "tlsTrustCertsFilePath",
            "authentication");
    static final List<String> PERSISTENCE_KEYS =
            List.of("ensembleSize", "writeQuorum", "ackQuorum", "deduplicationEnabled");
    static final List<String> AUTHENTICATION_KEYS = List.of("plugin", "data");
    static final List<String> PRODUCER_KEYS = List.of(
            "batchingEnabled",
            "batchingMaxPublishDelayMs",
            "batchingMaxBytes",
            "blockIfQueueFull",
            "pendingQueueSize",
            "sendTimeoutMs");
    static final List<String> CONSUMER_KEYS = List.of("receiverQueueSize", "subscriptionType");
    static final List<String> BOOKIES_KEYS = List.of("journalSyncData");
    static final List<String> OFFLOAD_KEYS = List.of("thresholdBytes", "deletionLagMs");

    /** Where and how the client connects, and where the run's topics live. */
    public record Client(
            String serviceUrl,
            String httpUrl,
            int ioThreads,
            int connectionsPerBroker,
            int memoryLimitMB,
            int maxConcurrentLookupRequests,
            Optional<String> clusterName,
            String namespacePrefix,
            Optional<String> namespace,
            String topicType,
            boolean tlsAllowInsecureConnection,
            boolean tlsEnableHostnameVerification,
            Optional<String> tlsTrustCertsFilePath,
            Optional<String> authPlugin,
            String authData) {}

    /** The persistence policy of the namespace the run creates (OMB's client.persistence). */
    public record Persistence(int ensembleSize, int writeQuorum, int ackQuorum, boolean deduplicationEnabled) {}

    public record Producer(
            boolean batchingEnabled,
            int batchingMaxPublishDelayMs,
            int batchingMaxBytes,
            boolean blockIfQueueFull,
            int pendingQueueSize,
            int sendTimeoutMs) {}

    public record Consumer(int receiverQueueSize, SubscriptionType subscriptionType) {}

    /**
     * The tiered-storage policy msgbench sets on the namespace it creates: offload a topic's closed ledgers once
     * it holds more than {@code thresholdBytes} in BookKeeper, delete them from BookKeeper {@code deletionLagMs}
     * after. Absent: the namespace sets none and the broker's defaults apply.
     */
    public record Offload(OptionalLong thresholdBytes, OptionalLong deletionLagMs) {
        boolean isSet() {
            return thresholdBytes.isPresent() || deletionLagMs.isPresent();
        }
    }

    /** @throws DriverConfigException for an unknown key, a bad value or a missing URL */
    public static PulsarDriverSettings parse(DriverConfig config) {
        config.rejectUnknownKeys(KEYS);
        DriverConfig client = config.section("client");
        client.rejectUnknownKeys(CLIENT_KEYS);
        DriverConfig bookies = config.section("bookies");
        bookies.rejectUnknownKeys(BOOKIES_KEYS);
        Optional<Boolean> journalSyncData =
                bookies.has("journalSyncData") ? Optional.of(bookies.bool("journalSyncData", true)) : Optional.empty();
        return new PulsarDriverSettings(
                client(client),
                persistence(client.section("persistence")),
                producer(config.section("producer")),
                consumer(config.section("consumer")),
                journalSyncData,
                offload(config.section("offload")));
    }

    private static Offload offload(DriverConfig o) {
        o.rejectUnknownKeys(OFFLOAD_KEYS);
        return new Offload(
                optionalNonNegative(o, "offload.", "thresholdBytes"),
                optionalNonNegative(o, "offload.", "deletionLagMs"));
    }

    private static OptionalLong optionalNonNegative(DriverConfig c, String section, String key) {
        if (!c.has(key)) {
            return OptionalLong.empty();
        }
        long value = c.longInteger(key, 0);
        if (value < 0) {
            throw new DriverConfigException(section + key, "must be 0 or more, got " + value);
        }
        return OptionalLong.of(value);
    }

    private static Client client(DriverConfig c) {
        DriverConfig auth = c.section("authentication");
        auth.rejectUnknownKeys(AUTHENTICATION_KEYS);
        String topicType = c.string("topicType", "persistent");
        if (!topicType.equals("persistent") && !topicType.equals("non-persistent")) {
            throw new DriverConfigException(
                    "client.topicType", "expected persistent or non-persistent, got '" + topicType + "'");
        }
        Optional<String> namespace = optional(c, "namespace");
        namespace.ifPresent(ns -> requireTenantSlashName("client.namespace", ns));
        String prefix = c.string("namespacePrefix", "public/msgbench");
        if (!prefix.matches(V1_NAME)) { // OMB's own file has tenant/cluster/namespace, Pulsar's older form
            requireTenantSlashName("client.namespacePrefix", prefix);
        }
        return new Client(
                url(c, "serviceUrl", "pulsar://", "pulsar+ssl://"),
                url(c, "httpUrl", "http://", "https://"),
                c.positiveInteger("ioThreads", 8),
                c.positiveInteger("connectionsPerBroker", 8),
                c.positiveInteger("clientMemoryLimitMB", 256),
                c.positiveInteger("maxConcurrentLookupRequests", 1000),
                optional(c, "clusterName"),
                prefix,
                namespace,
                topicType,
                c.bool("tlsAllowInsecureConnection", false),
                c.bool("tlsEnableHostnameVerification", false),
                optional(c, "tlsTrustCertsFilePath"),
                optional(auth, "plugin"),
                auth.string("data", ""));
    }

    private static Persistence persistence(DriverConfig p) {
        p.rejectUnknownKeys(PERSISTENCE_KEYS);
        Persistence persistence = new Persistence(
                p.positiveInteger("ensembleSize", 3),
                p.positiveInteger("writeQuorum", 3),
                p.positiveInteger("ackQuorum", 2),
                p.bool("deduplicationEnabled", false));
        if (persistence.writeQuorum() > persistence.ensembleSize()) {
            throw new DriverConfigException(
                    "client.persistence.writeQuorum",
                    "must not exceed ensembleSize (" + persistence.ensembleSize() + "), got "
                            + persistence.writeQuorum());
        }
        if (persistence.ackQuorum() > persistence.writeQuorum()) {
            throw new DriverConfigException(
                    "client.persistence.ackQuorum",
                    "must not exceed writeQuorum (" + persistence.writeQuorum() + "), got " + persistence.ackQuorum());
        }
        return persistence;
    }

    private static Producer producer(DriverConfig p) {
        p.rejectUnknownKeys(PRODUCER_KEYS);
        return new Producer(
                p.bool("batchingEnabled", true),
                nonNegative(p, "batchingMaxPublishDelayMs", 1),
                p.positiveInteger("batchingMaxBytes", 1024 * 1024),
                p.bool("blockIfQueueFull", true),
                nonNegative(p, "pendingQueueSize", 0),
                nonNegative(p, "sendTimeoutMs", 30_000));
    }

    private static Consumer consumer(DriverConfig c) {
        c.rejectUnknownKeys(CONSUMER_KEYS);
        String type = c.string("subscriptionType", "Failover");
        SubscriptionType subscriptionType = null;
        for (SubscriptionType candidate : SubscriptionType.values()) {
            if (candidate
                    .name()
                    .toLowerCase(Locale.ROOT)
                    .replace("_", "")
                    .equals(type.toLowerCase(Locale.ROOT).replace("_", ""))) {
                subscriptionType = candidate;
            }
        }
        if (subscriptionType == null) {
            throw new DriverConfigException(
                    "consumer.subscriptionType",
                    "expected Exclusive, Failover, Shared or" + " Key_Shared, got '" + type + "'");
        }
        return new Consumer(c.positiveInteger("receiverQueueSize", 1000), subscriptionType);
    }

    private static String url(DriverConfig c, String key, String... schemes) {
        String url = c.requireString(key).trim();
        if (c.isDeferred(key)) {
            return url; // the embedded broker's address, checked once it is filled in
        }
        for (String scheme : schemes) {
            if (url.startsWith(scheme)) {
                return url;
            }
        }
        throw new DriverConfigException(
                "client." + key,
                "expected a URL starting with " + String.join(" or ", schemes) + ", got '" + url + "'");
    }

    private static void requireTenantSlashName(String key, String value) {
        if (!value.matches("[\\w.-]+/[\\w.-]+")) {
            throw new DriverConfigException(
                    key,
                    "expected tenant/namespace" + (key.endsWith("Prefix") ? " (or tenant/cluster/namespace)" : "")
                            + ", got '" + value + "'");
        }
    }

    /** A namespace name in Pulsar's older form, tenant/cluster/namespace (OMB's pulsar.yaml: benchmark/local/ns). */
    static final String V1_NAME = "[\\w.-]+/[\\w.-]+/[\\w.-]+";

    /** Only the producer section has keys where 0 means "none". */
    private static int nonNegative(DriverConfig c, String key, int defaultValue) {
        int value = c.integer(key, defaultValue);
        if (value < 0) {
            throw new DriverConfigException("producer." + key, "must be 0 or more, got " + value);
        }
        return value;
    }

    private static Optional<String> optional(DriverConfig c, String key) {
        String value = c.string(key, null);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.trim());
    }
}

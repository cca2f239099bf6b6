package io.msgbench.driver.pravega;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.support.DurabilityWords;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the Pravega driver YAML (OMB's shape) without connecting to anything.
 * <pre>{@code
 * client:
 *   controllerURI: tcp://localhost:9090
 *   scopeName: msgbench
 * writer:
 *   enableConnectionPooling: false
 * enableTransaction: false
 * eventsPerTransaction: 1
 * enableStreamAutoScaling: true
 * eventsPerSecond: 2000            # or kbytesPerSecond, the target rate per segment
 * }</pre>
 */
public final class PravegaDriverSettings {
    static final List<String> KEYS = List.of(
            "client",
            "writer",
            "enableTransaction",
            "eventsPerTransaction",
            "maxTransactionAgeMs",
            "includeTimestampInEvent",
            "enableStreamAutoScaling",
            "eventsPerSecond",
            "kbytesPerSecond",
            "scaleFactor",
            "createScope",
            "deleteStreams",
            "durability");
    static final List<String> CLIENT_KEYS = List.of("controllerURI", "scopeName", "requestTimeoutMs");
    static final List<String> WRITER_KEYS = List.of("enableConnectionPooling");
    /** OMB's value for "no auto-scaling target". */
    static final int UNSET = -1;

    private final URI controllerUri;
    private final String scope;
    private final Duration requestTimeout;
    private final boolean connectionPooling;
    private final Optional<TransactionSettings> transactions;
    private final ScalingSettings scaling;
    private final boolean createScope;
    private final boolean deleteStreams;
    private final Optional<String> durability;
    private final boolean timestampKeyGiven;

    private PravegaDriverSettings(DriverConfig config) {
        DriverConfig client = config.section("client");
        DriverConfig writer = config.section("writer");
        client.rejectUnknownKeys(CLIENT_KEYS);
        writer.rejectUnknownKeys(WRITER_KEYS);
        String controller = client.requireString("controllerURI");
        // the embedded broker's address is checked once it is filled in; settings read before are never used
        controllerUri = client.isDeferred("controllerURI") ? null : controllerUri(controller);
        scope = client.string("scopeName", "msgbench");
        requestTimeout = Duration.ofMillis(client.positiveInteger("requestTimeoutMs", 30_000));
        connectionPooling = writer.bool("enableConnectionPooling", false);
        transactions = TransactionSettings.parse(config);
        scaling = ScalingSettings.parse(config);
        createScope = config.bool("createScope", true);
        deleteStreams = config.bool("deleteStreams", true);
        durability = Optional.ofNullable(config.string("durability", null))
                .map(String::strip)
                .filter(text -> !text.isEmpty());
        timestampKeyGiven = config.has("includeTimestampInEvent");
        config.bool("includeTimestampInEvent", true); // type-checked, then ignored (see describe)
    }

    /** @throws DriverConfigException for an unknown key (with a did-you-mean hint) or a bad value */
    public static PravegaDriverSettings parse(DriverConfig config) {
        config.rejectUnknownKeys(KEYS);
        return new PravegaDriverSettings(config);
    }

    public URI controllerUri() {
        return controllerUri;
    }

    public String scope() {
        return scope;
    }

    /** The bound on each controller call (scope, stream, reader group) and on the first contact. */
    public Duration requestTimeout() {
        return requestTimeout;
    }

    public boolean connectionPooling() {
        return connectionPooling;
    }

    /** Present when enableTransaction is true. */
    public Optional<TransactionSettings> transactions() {
        return transactions;
    }

    public ScalingSettings scaling() {
        return scaling;
    }

    public boolean createScope() {
        return createScope;
    }

    public boolean deleteStreams() {
        return deleteStreams;
    }

    /** The settings in force, in plain words, for the result. */
    public Map<String, String> describe(String clientVersion) {
        Map<String, String> description = new LinkedHashMap<>();
        description.put("clientVersion", clientVersion);
        description.put(
                "durability",
                DurabilityWords.statedOr(
                        durability, "the Pravega cluster's segment store and BookKeeper are configured"));
        description.put("controllerURI", controllerUri.toString());
        description.put("scope", scope + (createScope ? " (created if missing)" : " (must exist)"));
        description.put("scaling", scaling.describe());
        description.put(
                "writes",
                transactions
                        .map(TransactionSettings::describe)
                        .orElse(
                                "EventStreamWriter; a send is acknowledged when the segment store has made the event durable"));
        description.put("enableConnectionPooling", Boolean.toString(connectionPooling));
        description.put("streamsAtEnd", deleteStreams ? "sealed and deleted" : "sealed, kept");
        if (timestampKeyGiven) {
            description.put("includeTimestampInEvent", "ignored: msgbench's payload header carries the send time");
        }
        return description;
    }

    private static URI controllerUri(String text) {
        try {
            URI uri = new URI(text.strip());
            boolean known = "tcp".equals(uri.getScheme()) || "tls".equals(uri.getScheme());
            if (!known || uri.getAuthority() == null) {
                throw new URISyntaxException(text, "expected tcp://host:port or tls://host:port");
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new DriverConfigException(
                    "client.controllerURI",
                    "not a controller address: '" + text + "' (expected tcp://host:port or tls://host:port)");
        }
    }
}

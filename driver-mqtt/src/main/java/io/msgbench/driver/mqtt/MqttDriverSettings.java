package io.msgbench.driver.mqtt;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.net.URI;
import java.util.List;
import java.util.Optional;

/**
 * The MQTT driver's keys. OMB's own ({@code brokerAddr}, {@code userName}, {@code password},
 * {@code cleanSession}, {@code keepAliveInterval}, {@code maxInflight}, {@code clientIdPrefix}, {@code pubQos},
 * {@code subQos}) keep their meaning; {@code sharedSubscriptions} says whether a subscription is an MQTT 5 shared
 * subscription (its consumers share its messages) or a plain one (one consumer), {@code sessionExpiryInterval}
 * how long a consumer's persistent session outlives its connection, and {@code durability} the plain words the
 * result records about the broker.
 */
record MqttDriverSettings(
        String host,
        int port,
        Optional<String> userName,
        Optional<String> password,
        boolean cleanSession,
        int keepAliveSeconds,
        boolean keepAliveCapped,
        int maxInflight,
        String clientIdPrefix,
        int pubQos,
        int subQos,
        boolean sharedSubscriptions,
        long sessionExpirySeconds,
        Optional<String> durability) {
    static final List<String> KEYS = List.of(
            "brokerAddr",
            "userName",
            "password",
            "cleanSession",
            "keepAliveInterval",
            "maxInflight",
            "clientIdPrefix",
            "pubQos",
            "subQos",
            "sharedSubscriptions",
            "sessionExpiryInterval",
            "durability");
    /** MQTT's keep-alive is two bytes of seconds; OMB's file asks for 6,000,000. */
    static final int MAX_KEEP_ALIVE = 65_535;

    static final int MAX_INFLIGHT = 65_535;

    static MqttDriverSettings parse(DriverConfig config) {
        config.rejectUnknownKeys(KEYS);
        URI address = address(config);
        int keepAlive = config.positiveInteger("keepAliveInterval", 60);
        int inflight = config.positiveInteger("maxInflight", 1000);
        if (inflight > MAX_INFLIGHT) {
            throw new DriverConfigException(
                    "maxInflight", "at most " + MAX_INFLIGHT + " (MQTT's receive maximum)" + ", got " + inflight);
        }
        return new MqttDriverSettings(
                address.getHost(),
                address.getPort() < 0 ? 1883 : address.getPort(),
                optional(config, "userName"),
                optional(config, "password"),
                config.bool("cleanSession", false),
                Math.min(keepAlive, MAX_KEEP_ALIVE),
                keepAlive > MAX_KEEP_ALIVE,
                inflight,
                config.string("clientIdPrefix", "msgbench").strip(),
                qos(config, "pubQos"),
                qos(config, "subQos"),
                config.bool("sharedSubscriptions", true),
                config.positiveInteger("sessionExpiryInterval", 3600),
                optional(config, "durability"));
    }

    /** {@code tcp://host:port} as OMB writes it; {@code mqtt://} and a bare {@code host:port} are taken too. */
    private static URI address(DriverConfig config) {
        String text = config.string("brokerAddr", "tcp://localhost:1883").strip();
        if (config.isDeferred("brokerAddr")) {
            return URI.create("tcp://localhost:1883"); // the embedded broker's address, filled in later
        }
        URI uri;
        try {
            uri = URI.create(text.contains("://") ? text : "tcp://" + text);
        } catch (IllegalArgumentException e) {
            throw new DriverConfigException("brokerAddr", "not an address: '" + text + "'");
        }
        if (!List.of("tcp", "mqtt").contains(uri.getScheme()) || uri.getHost() == null) {
            throw new DriverConfigException("brokerAddr", "expected tcp://host:port, got '" + text + "'");
        }
        return uri;
    }

    /** QoS 0 and 1 are the variants msgbench offers; 2 (exactly once) adds a round trip it does not measure. */
    private static int qos(DriverConfig config, String key) {
        int qos = config.integer(key, 1);
        if (qos != 0 && qos != 1) {
            throw new DriverConfigException(
                    key, "expected 0 (at most once) or 1 (at least once, acknowledged by" + " PUBACK), got " + qos);
        }
        return qos;
    }

    private static Optional<String> optional(DriverConfig config, String key) {
        return Optional.ofNullable(config.string(key, null)).map(String::strip);
    }

    /** The QoS a consumer receives at: MQTT delivers at the lower of the publish and the subscription QoS. */
    int deliveryQos() {
        return Math.min(pubQos, subQos);
    }
}

package io.msgbench.driver.rabbitmq;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The RabbitMQ driver's keys. OMB's {@code amqpUris}, {@code messagePersistence} and {@code queueType} keep their
 * meaning; OMB's producer/consumerCreationDelay and -BatchSize are accepted so that its file loads, and
 * unused (msgbench paces creation itself); {@code prefetch} is each consumer's unacknowledged-message limit,
 * {@code durability} the plain words the result records about the broker.
 */
record RabbitMqDriverSettings(
        List<String> amqpUris, boolean persistent, QueueType queueType, int prefetch, Optional<String> durability) {
    static final List<String> KEYS = List.of(
            "amqpUris",
            "messagePersistence",
            "queueType",
            "prefetch",
            "durability",
            "producerCreationDelay",
            "producerCreationBatchSize",
            "consumerCreationDelay",
            "consumerCreationBatchSize");
    static final List<String> UNUSED_OMB_KEYS = KEYS.subList(5, 9);

    static RabbitMqDriverSettings parse(DriverConfig config) {
        config.rejectUnknownKeys(KEYS);
        UNUSED_OMB_KEYS.forEach(key -> config.integer(key, 0)); // checked as OMB reads them
        List<String> uris = uris(config.asMap().get("amqpUris"));
        if (!isDeferred(config)) {
            uris.forEach(RabbitMqDriverSettings::checkUri);
        }
        boolean persistent = config.bool("messagePersistence", false);
        QueueType type = QueueType.parse(config.string("queueType", "CLASSIC"));
        int prefetch = config.positiveInteger("prefetch", 1000);
        Optional<String> durability =
                Optional.ofNullable(config.string("durability", null)).map(String::strip);
        return new RabbitMqDriverSettings(uris, persistent, type, prefetch, durability);
    }

    /** A list of URIs as OMB writes it; one URI as plain text is taken as a list of one. */
    private static List<String> uris(Object value) {
        if (value == null) {
            return List.of("amqp://localhost");
        }
        List<String> uris = value instanceof Collection<?> list
                ? list.stream().map(String::valueOf).toList()
                : List.of(String.valueOf(value));
        if (uris.isEmpty()) {
            throw new DriverConfigException("amqpUris", "needs at least one amqp:// URI");
        }
        return uris.stream().map(String::strip).toList();
    }

    private static void checkUri(String uri) {
        try {
            URI parsed = new URI(uri);
            if (!List.of("amqp", "amqps").contains(parsed.getScheme()) || parsed.getHost() == null) {
                throw new DriverConfigException("amqpUris", "expected amqp://host[:port], got '" + uri + "'");
            }
        } catch (URISyntaxException e) {
            throw new DriverConfigException("amqpUris", "not a URI: '" + uri + "'");
        }
    }

    /** Deferred while the embedded broker's address is still a placeholder (checked in the run, once filled in). */
    private static boolean isDeferred(DriverConfig config) {
        Object value = config.asMap().get("amqpUris");
        return value != null && String.valueOf(value).contains("${");
    }
}

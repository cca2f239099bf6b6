package io.msgbench.driver.nats;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import io.nats.client.api.StorageType;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The NATS driver's keys. OMB's {@code natsHostUrl} and {@code replicationFactor} (stream replicas) keep their
 * meaning; {@code storage} ({@code file} or {@code memory}) is each stream's storage, {@code sync} what the
 * server does before a publish ack ({@code periodic} only: nats-server 2.9 has no per-message fsync),
 * {@code pullBatchSize} how many messages one consumer asks for per pull, and {@code durability} the plain
 * words the result records about the server.
 */
record NatsDriverSettings(
        String url, int replicas, StorageType storage, int pullBatchSize, Optional<String> durability) {
    static final List<String> KEYS =
            List.of("natsHostUrl", "replicationFactor", "storage", "sync", "pullBatchSize", "durability");
    static final String SYNC_ALWAYS_REFUSED = "always: nats-server 2.9 (Debian's, which msgbench runs) has no"
            + " per-message fsync (sync_interval: always came with 2.10); use sync: periodic";

    static NatsDriverSettings parse(DriverConfig config) {
        config.rejectUnknownKeys(KEYS);
        String url = config.string("natsHostUrl", "nats://localhost:4222").strip();
        int replicas = config.positiveInteger("replicationFactor", 1);
        StorageType storage = storage(config.string("storage", "file"));
        checkSync(config.string("sync", "periodic"));
        int batch = config.positiveInteger("pullBatchSize", 500);
        Optional<String> durability =
                Optional.ofNullable(config.string("durability", null)).map(String::strip);
        return new NatsDriverSettings(
                url.contains("://") ? url : "nats://" + url, replicas, storage, batch, durability);
    }

    private static StorageType storage(String value) {
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "file" -> StorageType.File;
            case "memory" -> StorageType.Memory;
            default -> throw new DriverConfigException("storage", "expected file or memory, got '" + value + "'");
        };
    }

    private static void checkSync(String value) {
        switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "periodic" -> {}
            case "always" -> throw new DriverConfigException("sync", SYNC_ALWAYS_REFUSED);
            default -> throw new DriverConfigException("sync", "expected periodic, got '" + value + "'");
        }
    }
}

package io.msgbench.driver.rocketmq;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.util.List;
import java.util.Optional;

/**
 * The RocketMQ driver's keys: OMB's (namesrvAddr, clusterName, vipChannelEnabled, maxMessageSize,
 * compressMsgBodyOverHowmuch, accessKey, secretKey, batchCQ, autoBatch, batchMaxBytes, batchMaxDelayMs,
 * totalBatchMaxBytes, enableBackpressure, backpressureConcurrency) with OMB's meaning, and ours:
 * {@code flushDiskType}, the flush the broker must have (checked against what it reports),
 * {@code sendMsgTimeout}, the producer's own setting (ms a send may wait for its result; the client's default
 * 3000 when absent), and {@code durability}, plain words the result records about the deployment.
 */
record RocketMqDriverSettings(
        String namesrvAddr,
        String clusterName,
        boolean vipChannel,
        Optional<Integer> maxMessageSize,
        Optional<Integer> compressOver,
        Optional<Credentials> credentials,
        boolean batchCq,
        Batching batching,
        Backpressure backpressure,
        Optional<Integer> sendTimeoutMs,
        Optional<String> flushDiskType,
        Optional<String> durability) {
    static final List<String> KEYS = List.of(
            "namesrvAddr",
            "clusterName",
            "vipChannelEnabled",
            "maxMessageSize",
            "compressMsgBodyOverHowmuch",
            "accessKey",
            "secretKey",
            "batchCQ",
            "autoBatch",
            "batchMaxBytes",
            "batchMaxDelayMs",
            "totalBatchMaxBytes",
            "enableBackpressure",
            "backpressureConcurrency",
            "sendMsgTimeout",
            "flushDiskType",
            "durability");
    static final List<String> FLUSH_TYPES = List.of("SYNC_FLUSH", "ASYNC_FLUSH");

    record Credentials(String accessKey, String secretKey) {}

    /** OMB's autoBatch and its limits; empty limits keep the client's defaults. */
    record Batching(
            boolean enabled,
            Optional<Integer> maxBytes,
            Optional<Integer> maxDelayMs,
            Optional<Integer> totalMaxBytes) {}

    /** OMB's enableBackpressure: at most {@code concurrency} async sends in flight per producer. */
    record Backpressure(boolean enabled, int concurrency) {}

    static RocketMqDriverSettings parse(DriverConfig config) {
        config.rejectUnknownKeys(KEYS);
        String namesrv = config.string("namesrvAddr", "127.0.0.1:9876").strip();
        if (!config.isDeferred("namesrvAddr") && !namesrv.matches("[^:;\\s]+:\\d+(;[^:;\\s]+:\\d+)*")) {
            throw new DriverConfigException("namesrvAddr", "expected host:port[;host:port...], got '" + namesrv + "'");
        }
        Batching batching = new Batching(
                config.bool("autoBatch", false),
                optionalPositive(config, "batchMaxBytes"),
                optionalPositive(config, "batchMaxDelayMs"),
                optionalPositive(config, "totalBatchMaxBytes"));
        Backpressure backpressure = new Backpressure(
                config.bool("enableBackpressure", false), config.positiveInteger("backpressureConcurrency", 1024));
        return new RocketMqDriverSettings(
                namesrv,
                config.string("clusterName", "DefaultCluster").strip(),
                config.bool("vipChannelEnabled", false),
                optionalPositive(config, "maxMessageSize"),
                optionalPositive(config, "compressMsgBodyOverHowmuch"),
                credentials(config),
                config.bool("batchCQ", false),
                batching,
                backpressure,
                optionalPositive(config, "sendMsgTimeout"),
                flushDiskType(config),
                Optional.ofNullable(config.string("durability", null)).map(String::strip));
    }

    /** Both keys or neither: OMB's file lists both, empty, for no ACL. */
    private static Optional<Credentials> credentials(DriverConfig config) {
        String access = Optional.ofNullable(config.string("accessKey", null))
                .map(String::strip)
                .orElse("");
        String secret = Optional.ofNullable(config.string("secretKey", null))
                .map(String::strip)
                .orElse("");
        if (access.isEmpty() != secret.isEmpty()) {
            throw new DriverConfigException(
                    access.isEmpty() ? "accessKey" : "secretKey",
                    "ACL needs both accessKey and secretKey (or neither)");
        }
        return access.isEmpty() ? Optional.empty() : Optional.of(new Credentials(access, secret));
    }

    private static Optional<String> flushDiskType(DriverConfig config) {
        Optional<String> value =
                Optional.ofNullable(config.string("flushDiskType", null)).map(String::strip);
        if (value.isPresent() && !config.isDeferred("flushDiskType") && !FLUSH_TYPES.contains(value.get())) {
            throw new DriverConfigException(
                    "flushDiskType", "expected SYNC_FLUSH or ASYNC_FLUSH, got '" + value.get() + "'");
        }
        return value;
    }

    private static Optional<Integer> optionalPositive(DriverConfig config, String key) {
        return config.has(key) && config.asMap().get(key) != null
                ? Optional.of(config.positiveInteger(key, 1))
                : Optional.empty();
    }
}

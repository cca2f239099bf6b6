package io.msgbench.embedded.redis;

import io.msgbench.embedded.launcher.Loopback;
import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.Jedis;

/** The server serves clients: a client connects, PINGs and reads the server's version. */
final class ReadinessProbe {
    private static final int ATTEMPT_TIMEOUT_MILLIS = 5000;

    private ReadinessProbe() {}

    static String attempt(int port) {
        DefaultJedisClientConfig config = DefaultJedisClientConfig.builder()
                .autoNegotiateProtocol(false)
                .connectionTimeoutMillis(ATTEMPT_TIMEOUT_MILLIS)
                .socketTimeoutMillis(ATTEMPT_TIMEOUT_MILLIS)
                .build();
        try (Jedis jedis = new Jedis(Loopback.HOST, port, config)) {
            jedis.ping();
            return version(jedis.info("server"));
        }
    }

    /** redis_version from INFO's server section. */
    static String version(String info) {
        return info.lines()
                .filter(line -> line.startsWith("redis_version:"))
                .map(line -> line.substring("redis_version:".length()).strip())
                .findFirst()
                .orElse("unknown");
    }
}

package io.msgbench.driver.redis;

import java.time.Duration;
import org.apache.commons.pool2.impl.GenericObjectPoolConfig;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.JedisClientConfig;
import redis.clients.jedis.JedisPool;

/** How the driver connects: one client configuration for the pool and for each producer's and consumer's own. */
final class Connections {
    private static final Logger LOG = LoggerFactory.getLogger(Connections.class);
    private static final int TIMEOUT_MILLIS = 5000;

    private final HostAndPort address;
    private final JedisClientConfig config;

    Connections(RedisDriverSettings settings) {
        this.address = new HostAndPort(settings.host(), settings.port());
        DefaultJedisClientConfig.Builder builder = DefaultJedisClientConfig.builder()
                .clientName("msgbench")
                // RESP2: Jedis (not its RedisClient) speaks no RESP3, and warns on stderr unless told
                .autoNegotiateProtocol(false)
                .connectionTimeoutMillis(TIMEOUT_MILLIS)
                .socketTimeoutMillis(TIMEOUT_MILLIS)
                // a blocking XREADGROUP answers within its BLOCK time; longer means the server is gone or stopped
                .blockingSocketTimeoutMillis(TIMEOUT_MILLIS);
        settings.user().ifPresent(builder::user);
        settings.password().ifPresent(builder::password);
        this.config = builder.build();
    }

    Jedis open() {
        return new Jedis(address, config);
    }

    JedisPool pool(RedisDriverSettings settings) {
        GenericObjectPoolConfig<Jedis> poolConfig = new GenericObjectPoolConfig<>();
        poolConfig.setMaxTotal(settings.poolMaxTotal());
        poolConfig.setMaxIdle(settings.poolMaxIdle());
        poolConfig.setMaxWait(Duration.ofMillis(TIMEOUT_MILLIS)); // an exhausted pool fails a call, not hangs it
        poolConfig.setTestOnBorrow(
                true); // a PING per topic or group call: a connection a broker fault broke is replaced
        return new JedisPool(poolConfig, address, config);
    }

    /** Closes a producer's or consumer's own connection, if it has one; a failure to close is only logged. */
    static void closeQuietly(Jedis jedis) {
        try {
            if (jedis != null) {
                jedis.close();
            }
        } catch (RuntimeException e) {
            LOG.debug("closing a Redis connection failed", e);
        }
    }
}

package io.msgbench.driver.redis;

import java.time.Duration;
import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.JedisClientConfig;
import redis.clients.jedis.JedisPool;
import org.apache.commons.pool2.impl.GenericObjectPoolConfig;

/** How the driver connects: one client configuration for the pool and for each producer's and consumer's own. */
final class Connections {
    private static final int TIMEOUT_MILLIS = 5000;

    private final HostAndPort address;
    private final JedisClientConfig config;

    Connections(RedisDriverSettings settings) {
        this.address = new HostAndPort(settings.host(), settings.port());
        DefaultJedisClientConfig.Builder builder = DefaultJedisClientConfig.builder().clientName("msgbench")
                // RESP2: Jedis (not its RedisClient) speaks no RESP3, and warns on stderr unless told
                .autoNegotiateProtocol(false)
                .connectionTimeoutMillis(TIMEOUT_MILLIS).socketTimeoutMillis(TIMEOUT_MILLIS)
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
        poolConfig.setTestOnBorrow(true); // a PING per topic or group call: a connection a broker fault broke is replaced
        return new JedisPool(poolConfig, address, config);
    }
}

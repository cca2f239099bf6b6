package io.msgbench.driver.redis;

import io.msgbench.driver.api.DriverConfig;
import java.util.List;
import java.util.Optional;

/**
 * The Redis driver's keys. OMB's {@code redisHost}, {@code redisPort}, {@code redisUser}, {@code redisPass},
 * {@code jedisPoolMaxTotal} and {@code jedisPoolMaxIdle} keep their meaning (the pool serves topic and group
 * calls; each producer and consumer holds a connection of its own). {@code aof} ({@code off}, {@code no},
 * {@code everysec}, {@code always}) is the variant the run requires: the driver reads the server's setting back
 * and refuses a server that differs. {@code pipelineSize} is the most XADDs one producer sends per round trip,
 * {@code readCount} the most entries one XREADGROUP returns.
 */
record RedisDriverSettings(
        String host,
        int port,
        Optional<String> user,
        Optional<String> password,
        int poolMaxTotal,
        int poolMaxIdle,
        Optional<Aof> aof,
        int pipelineSize,
        int readCount) {
    static final List<String> KEYS = List.of(
            "redisHost",
            "redisPort",
            "redisUser",
            "redisPass",
            "jedisPoolMaxTotal",
            "jedisPoolMaxIdle",
            "aof",
            "pipelineSize",
            "readCount");

    static RedisDriverSettings parse(DriverConfig config) {
        config.rejectUnknownKeys(KEYS);
        String host = config.string("redisHost", "localhost").strip();
        int port = config.positiveInteger("redisPort", 6379);
        Optional<String> user = Optional.ofNullable(config.string("redisUser", null));
        Optional<String> password = Optional.ofNullable(config.string("redisPass", null));
        int maxTotal = config.positiveInteger("jedisPoolMaxTotal", 8);
        int maxIdle = config.positiveInteger("jedisPoolMaxIdle", 8);
        Optional<Aof> aof = Optional.ofNullable(config.string("aof", null)).map(Aof::parse);
        int pipeline = config.positiveInteger("pipelineSize", 1000);
        int readCount = config.positiveInteger("readCount", 500);
        return new RedisDriverSettings(host, port, user, password, maxTotal, maxIdle, aof, pipeline, readCount);
    }

    String address() {
        return host + ":" + port;
    }
}

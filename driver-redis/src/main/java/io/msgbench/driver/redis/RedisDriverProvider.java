package io.msgbench.driver.redis;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverProvider;
import java.util.Set;

/** Registers the Redis Streams driver under its own name, OMB's class name and the short name "redis". */
public final class RedisDriverProvider implements DriverProvider {

    @Override
    public Set<String> names() {
        return Set.of(
                RedisDriver.class.getName(),
                // OMB's driver class, so OMB driver files work unchanged
                "io.openmessaging.benchmark.driver.redis.RedisBenchmarkDriver",
                "redis");
    }

    @Override
    public BenchmarkDriver create() {
        return new RedisDriver();
    }
}

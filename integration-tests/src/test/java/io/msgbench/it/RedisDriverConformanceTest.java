package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Redis Streams driver passes the conformance suite on the real embedded redis-server. */
@ExtendWith(RedisBroker.class)
class RedisDriverConformanceTest extends DriverConformanceSuite {
    @Override
    protected DriverSpec driverSpec() {
        return RedisBroker.driver("driver-redis/redis-embedded.yaml");
    }
}

package io.msgbench.embedded.redis;

import io.msgbench.embedded.launcher.ServerProcess;
import io.msgbench.embedded.launcher.Loopback;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.Jedis;

/** Waits until a client connects to the server and PING is answered (a loading AOF answers LOADING instead). */
final class ReadinessProbe {
    private static final int ATTEMPT_TIMEOUT_MILLIS = 5000;
    private static final Duration RETRY_PAUSE = Duration.ofMillis(100);

    private ReadinessProbe() {
    }

    /**
     * @return the server's version when ready, or null when {@code cancelled} first
     * @throws IllegalStateException when the server exits or is not ready within {@code limit}
     */
    static String await(int port, ServerProcess server, Duration limit, BooleanSupplier cancelled)
            throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        String lastFailure = "no attempt finished";
        while (!cancelled.getAsBoolean()) {
            if (!server.isAlive()) {
                throw new IllegalStateException("redis-server exited with code " + server.exitValue()
                        + " before it was ready (its own message is in the lines above)");
            }
            try {
                return probe(port);
            } catch (Exception e) {
                lastFailure = e.getClass().getSimpleName() + ": " + e.getMessage();
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("redis-server not ready within " + limit.toSeconds() + " s; last: "
                        + lastFailure);
            }
            Thread.sleep(RETRY_PAUSE.toMillis());
        }
        return null;
    }

    private static String probe(int port) {
        DefaultJedisClientConfig config = DefaultJedisClientConfig.builder().autoNegotiateProtocol(false)
                .connectionTimeoutMillis(ATTEMPT_TIMEOUT_MILLIS).socketTimeoutMillis(ATTEMPT_TIMEOUT_MILLIS).build();
        try (Jedis jedis = new Jedis(Loopback.HOST, port, config)) {
            jedis.ping();
            return version(jedis.info("server"));
        }
    }

    /** redis_version from INFO's server section. */
    static String version(String info) {
        return info.lines().filter(line -> line.startsWith("redis_version:"))
                .map(line -> line.substring("redis_version:".length()).strip()).findFirst().orElse("unknown");
    }
}

package io.msgbench.driver.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

class RedisDriverSettingsTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");

    private static RedisDriverSettings parse(Map<String, Object> values) {
        return RedisDriverSettings.parse(new DriverConfig(values, FRAMEWORK_KEYS));
    }

    /** openmessaging/benchmark's driver-redis/redis.yaml, byte for byte. */
    @Test
    void ombsOwnDriverFileLoadsUnchanged() throws IOException {
        Map<String, Object> omb;
        try (InputStream in = getClass().getResourceAsStream("/omb/redis.yaml")) {
            omb = new Yaml().load(in);
        }
        RedisDriverSettings settings = parse(omb);

        assertThat(new RedisDriverProvider().names()).contains((String) omb.get("driverClass"));
        assertThat(settings.address()).isEqualTo("127.0.0.1:6379");
        assertThat(settings.poolMaxTotal()).isEqualTo(8);
        assertThat(settings.poolMaxIdle()).isEqualTo(8);
        assertThat(settings.aof()).isEmpty();
    }

    @Test
    void ombsOptionalCredentialsAreAccepted() {
        RedisDriverSettings settings = parse(Map.of("redisUser", "bench", "redisPass", "secret"));

        assertThat(settings.user()).contains("bench");
        assertThat(settings.password()).contains("secret");
    }

    @Test
    void anUnknownKeyNamesTheNearestValidOne() {
        assertThatThrownBy(() -> parse(Map.of("redisHots", "h")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("redisHots")
                .hasMessageContaining("did you mean 'redisHost'?");
    }

    @Test
    void theAofVariantIsOneOfTheServersSettings() {
        assertThat(parse(Map.of("aof", "off")).aof()).contains(Aof.OFF);
        assertThat(parse(Map.of("aof", "everysec")).aof()).contains(Aof.EVERYSEC);
        assertThat(parse(Map.of("aof", "Always")).aof()).contains(Aof.ALWAYS);
        assertThatThrownBy(() -> parse(Map.of("aof", "sometimes")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("aof")
                .hasMessageContaining("expected off, no, everysec or always");
    }

    @Test
    void theServersSettingsNameTheVariantInForce() {
        assertThat(Aof.of("no", "always")).isEqualTo(Aof.OFF);
        assertThat(Aof.of("yes", "always")).isEqualTo(Aof.ALWAYS);
        assertThat(Aof.of("yes", "everysec")).isEqualTo(Aof.EVERYSEC);
        assertThat(Aof.of("yes", "no")).isEqualTo(Aof.NO);
    }

    @Test
    void theDurabilityWordsSayWhatTheServerDoesBeforeTheReply() {
        assertThat(new ServerDurability("7.0.15", Aof.ALWAYS, "", "0").words())
                .startsWith("redis-server 7.0.15")
                .contains("the AOF is fsynced before the XADD reply", "RDB snapshots off")
                .contains("0 connected replica(s)");
        assertThat(new ServerDurability("7.0.15", Aof.OFF, "3600 1", "0").words())
                .contains("in the server's memory only", "RDB snapshots on (save 3600 1)");
        assertThat(ServerDurability.info("# Replication\r\nrole:master\r\nconnected_slaves:2\r\n", "connected_slaves"))
                .isEqualTo("2");
        assertThat(Optional.of(RedisDriver.clientVersion())).contains("8.0.2");
    }
}

package io.msgbench.driver.nats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import io.nats.client.api.StorageType;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

class NatsDriverSettingsTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");

    private static NatsDriverSettings parse(Map<String, Object> values) {
        return NatsDriverSettings.parse(new DriverConfig(values, FRAMEWORK_KEYS));
    }

    /** openmessaging/benchmark's driver-nats/nats.yaml, byte for byte. */
    @Test
    void ombsOwnDriverFileLoadsUnchanged() throws IOException {
        Map<String, Object> omb;
        try (InputStream in = getClass().getResourceAsStream("/omb/nats.yaml")) {
            omb = new Yaml().load(in);
        }
        NatsDriverSettings settings = parse(omb);

        assertThat(new NatsDriverProvider().names()).contains((String) omb.get("driverClass"));
        assertThat(settings.url()).isEqualTo("nats://localhost:4222");
        assertThat(settings.replicas()).isEqualTo(1);
        assertThat(settings.storage()).isEqualTo(StorageType.File);
    }

    @Test
    void anUnknownKeyNamesTheNearestValidOne() {
        assertThatThrownBy(() -> parse(Map.of("natsHostURL", "nats://h:4222")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("natsHostURL")
                .hasMessageContaining("did you mean 'natsHostUrl'?");
    }

    @Test
    void syncAlwaysIsRefusedInOneLineBecauseTheServerHasNoSuchSetting() {
        assertThatThrownBy(() -> parse(Map.of("sync", "always")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("sync")
                .hasMessageContaining("nats-server 2.9")
                .hasMessageNotContaining("\n");
    }

    @Test
    void memoryStorageIsTheMemoryVariant() {
        assertThat(parse(Map.of("storage", "memory")).storage()).isEqualTo(StorageType.Memory);
        assertThatThrownBy(() -> parse(Map.of("storage", "disk"))).hasMessageContaining("expected file or memory");
    }
}

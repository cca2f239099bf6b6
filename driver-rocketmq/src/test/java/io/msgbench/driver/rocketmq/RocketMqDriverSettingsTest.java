package io.msgbench.driver.rocketmq;

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

class RocketMqDriverSettingsTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");

    private static RocketMqDriverSettings parse(Map<String, Object> values) {
        return RocketMqDriverSettings.parse(new DriverConfig(values, FRAMEWORK_KEYS));
    }

    /** openmessaging/benchmark's driver-rocketmq/rocketmq.yaml (its latest, with autoBatch), byte for byte. */
    @Test
    void ombsOwnDriverFileLoadsUnchanged() throws IOException {
        Map<String, Object> omb;
        try (InputStream in = getClass().getResourceAsStream("/omb/rocketmq.yaml")) {
            omb = new Yaml().load(in);
        }
        RocketMqDriverSettings settings = parse(omb);

        assertThat(new RocketMqDriverProvider().names()).contains((String) omb.get("driverClass"));
        assertThat(settings.namesrvAddr()).isEqualTo("127.0.0.1:9876");
        assertThat(settings.clusterName()).isEqualTo("DefaultCluster");
        assertThat(settings.batchCq()).isTrue();
        assertThat(settings.batching().enabled()).isTrue();
        assertThat(settings.backpressure()).isEqualTo(new RocketMqDriverSettings.Backpressure(true, 1024));
        assertThat(settings.credentials())
                .as("empty accessKey and secretKey: no ACL")
                .isEmpty();
    }

    @Test
    void anUnknownKeyNamesTheNearestValidOne() {
        assertThatThrownBy(() -> parse(Map.of("namesrvAddress", "h:9876")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("namesrvAddress")
                .hasMessageContaining("did you mean 'namesrvAddr'?");
    }

    @Test
    void theSendTimeoutIsTheClientsUnlessGivenAndMustBePositive() {
        assertThat(parse(Map.of()).sendTimeoutMs()).isEmpty();
        assertThat(parse(Map.of("sendMsgTimeout", 60000)).sendTimeoutMs()).contains(60000);
        assertThatThrownBy(() -> parse(Map.of("sendMsgTimeout", 0)))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("sendMsgTimeout");
    }

    @Test
    void aFlushTypeOtherThanRocketMqsTwoIsRefused() {
        assertThatThrownBy(() -> parse(Map.of("flushDiskType", "SYNC")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("SYNC_FLUSH or ASYNC_FLUSH");
        assertThat(parse(Map.of("flushDiskType", "SYNC_FLUSH")).flushDiskType()).contains("SYNC_FLUSH");
    }

    @Test
    void aNameServerAddressIsHostColonPortButAPlaceholderWaitsForTheRun() {
        assertThatThrownBy(() -> parse(Map.of("namesrvAddr", "localhost")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("host:port");
        assertThat(parse(Map.of("namesrvAddr", "a:9876;b:9876")).namesrvAddr()).isEqualTo("a:9876;b:9876");
        assertThat(parse(Map.of("namesrvAddr", "${embedded.namesrvAddr}")).namesrvAddr())
                .isEqualTo("${embedded.namesrvAddr}");
    }

    @Test
    void aclNeedsBothKeys() {
        assertThatThrownBy(() -> parse(Map.of("accessKey", "ak")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("secretKey");
        assertThat(parse(Map.of("accessKey", "ak", "secretKey", "sk")).credentials())
                .contains(new RocketMqDriverSettings.Credentials("ak", "sk"));
    }

    @Test
    void theDefaultsAreOmbsWithoutBatchingOrBackpressure() {
        RocketMqDriverSettings settings = parse(Map.of());
        assertThat(settings.namesrvAddr()).isEqualTo("127.0.0.1:9876");
        assertThat(settings.batching().enabled()).isFalse();
        assertThat(settings.backpressure().enabled()).isFalse();
        assertThat(settings.flushDiskType()).isEqualTo(Optional.empty());
    }
}

package io.msgbench.driver.artemis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

class ArtemisDriverSettingsTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");

    private static ArtemisDriverSettings parse(Map<String, Object> values) {
        return ArtemisDriverSettings.parse(new DriverConfig(values, FRAMEWORK_KEYS));
    }

    /** openmessaging/benchmark's driver-artemis/artemis.yaml, byte for byte. */
    @Test
    void ombsOwnDriverFileLoadsUnchanged() throws IOException {
        Map<String, Object> omb;
        try (InputStream in = getClass().getResourceAsStream("/omb/artemis.yaml")) {
            omb = new Yaml().load(in);
        }
        ArtemisDriverSettings settings = parse(omb);

        assertThat(new ArtemisDriverProvider().names()).contains((String) omb.get("driverClass"));
        assertThat(settings.brokerAddress()).isEqualTo("tcp://localhost:61616");
        assertThat(settings.durability()).isEmpty();
    }

    @Test
    void anUnknownKeyNamesTheNearestValidOne() {
        assertThatThrownBy(() -> parse(Map.of("brokerAdress", "tcp://h:1")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("brokerAdress:")
                .hasMessageContaining("did you mean 'brokerAddress'?");
    }

    @Test
    void aBrokerAddressThatIsNotACoreUrlIsRefusedInOneLine() {
        assertThatThrownBy(() -> parse(Map.of("brokerAddress", "amqp://h:5672")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("brokerAddress: expected tcp://host:port, got 'amqp://h:5672'")
                .hasMessageNotContaining("\n");
    }

    @Test
    void aPlaceholderIsCheckedOnlyOnceFilledIn() {
        assertThat(parse(Map.of("brokerAddress", "${embedded.brokerAddress}")).brokerAddress())
                .isEqualTo("${embedded.brokerAddress}");
    }

    @Test
    void windowsMustBePositive() {
        assertThatThrownBy(() -> parse(Map.of("confirmationWindowSize", 0)))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("confirmationWindowSize");
        assertThat(parse(Map.of()).confirmationWindowSize()).isEqualTo(1024 * 1024);
    }
}

package io.msgbench.driver.mqtt;

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

class MqttDriverSettingsTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");

    private static MqttDriverSettings parse(Map<String, Object> values) {
        return MqttDriverSettings.parse(new DriverConfig(values, FRAMEWORK_KEYS));
    }

    /** openmessaging/benchmark's driver-mqtt/mqtt.yaml, byte for byte. */
    @Test
    void ombsOwnDriverFileLoadsUnchanged() throws IOException {
        Map<String, Object> omb;
        try (InputStream in = getClass().getResourceAsStream("/omb/mqtt.yaml")) {
            omb = new Yaml().load(in);
        }
        MqttDriverSettings settings = parse(omb);

        assertThat(new MqttDriverProvider().names()).contains((String) omb.get("driverClass"));
        assertThat(settings.host()).isEqualTo("127.0.0.1");
        assertThat(settings.port()).isEqualTo(1883);
        assertThat(settings.pubQos()).isZero();
        assertThat(settings.subQos()).isEqualTo(1);
        assertThat(settings.deliveryQos()).isZero();
        assertThat(settings.cleanSession()).isFalse();
        assertThat(settings.maxInflight()).isEqualTo(65_535);
        assertThat(settings.clientIdPrefix()).isEqualTo("GID-MQTT@@@Client");
        assertThat(settings.userName()).isPresent();
        // 6,000,000 s does not fit MQTT's two bytes: the largest keep-alive is used and the result says so
        assertThat(settings.keepAliveSeconds()).isEqualTo(65_535);
        assertThat(new Description(settings).asMap().get("keepAlive")).startsWith("65535 s");
    }

    @Test
    void anUnknownKeyNamesTheNearestValidOne() {
        assertThatThrownBy(() -> parse(Map.of("brokerAddress", "tcp://h:1883")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("brokerAddress")
                .hasMessageContaining("did you mean 'brokerAddr'?");
    }

    @Test
    void qosTwoIsRefusedInOneLine() {
        assertThatThrownBy(() -> parse(Map.of("pubQos", 2)))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("pubQos")
                .hasMessageContaining("expected 0 (at most once) or 1")
                .hasMessageNotContaining("\n");
    }

    @Test
    void theAddressTakesOmbsFormAndABareHostPort() {
        assertThat(parse(Map.of("brokerAddr", "tcp://broker:1884")).port()).isEqualTo(1884);
        assertThat(parse(Map.of("brokerAddr", "broker:1885")).host()).isEqualTo("broker");
        assertThatThrownBy(() -> parse(Map.of("brokerAddr", "ws://broker:80")))
                .hasMessageContaining("expected tcp://host:port");
    }

    @Test
    void theDurabilityStatesTheQosAndTheSessions() {
        Map<String, String> qos1 = new Description(parse(Map.of("durability", "mosquitto, persistence on"))).asMap();
        assertThat(qos1.get("durability"))
                .startsWith("mosquitto, persistence on; QoS 1: a send is done on the" + " broker's PUBACK")
                .contains("persistent sessions (cleanSession: false)");
        Map<String, String> qos0 = new Description(parse(Map.of("pubQos", 0, "cleanSession", true))).asMap();
        assertThat(qos0.get("durability"))
                .startsWith("not stated")
                .contains("QoS 0: a send is done once the client" + " has written it")
                .contains("clean sessions");
    }
}

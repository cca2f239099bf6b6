package io.msgbench.driver.rabbitmq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

class RabbitMqDriverSettingsTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");

    private static RabbitMqDriverSettings parse(Map<String, Object> values) {
        return RabbitMqDriverSettings.parse(new DriverConfig(values, FRAMEWORK_KEYS));
    }

    /** openmessaging/benchmark's driver-rabbitmq/rabbitmq.yaml (its latest, with queueType), byte for byte. */
    @Test
    void ombsOwnDriverFileLoadsUnchanged() throws IOException {
        Map<String, Object> omb;
        try (InputStream in = getClass().getResourceAsStream("/omb/rabbitmq.yaml")) {
            omb = new Yaml().load(in);
        }
        RabbitMqDriverSettings settings = parse(omb);

        assertThat(new RabbitMqDriverProvider().names()).contains((String) omb.get("driverClass"));
        assertThat(settings.amqpUris()).containsExactly("amqp://localhost");
        assertThat(settings.persistent()).isFalse();
        assertThat(settings.queueType()).isEqualTo(QueueType.QUORUM);
    }

    @Test
    void anUnknownKeyNamesTheNearestValidOne() {
        assertThatThrownBy(() -> parse(Map.of("amqpUri", List.of("amqp://h"))))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("amqpUri:")
                .hasMessageContaining("did you mean 'amqpUris'?");
    }

    @Test
    void streamQueuesAreRefusedInOneLine() {
        assertThatThrownBy(() -> parse(Map.of("queueType", "STREAM")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageStartingWith("queueType: STREAM: a stream is read from an offset")
                .hasMessageNotContaining("\n");
        assertThatThrownBy(() -> parse(Map.of("queueType", "lazy"))).hasMessageContaining("expected CLASSIC or QUORUM");
    }

    @Test
    void theDefaultsAreOmbsClassicQueuesWithTransientMessages() {
        RabbitMqDriverSettings settings = parse(Map.of());
        assertThat(settings.queueType()).isEqualTo(QueueType.CLASSIC);
        assertThat(settings.persistent()).isFalse();
        assertThat(settings.amqpUris()).containsExactly("amqp://localhost");
    }

    @Test
    void aUriThatIsNotAmqpIsRefusedButAPlaceholderWaitsForTheRun() {
        assertThatThrownBy(() -> parse(Map.of("amqpUris", List.of("http://h:15672"))))
                .hasMessage("amqpUris: expected amqp://host[:port], got 'http://h:15672'");
        assertThat(parse(Map.of("amqpUris", List.of("${embedded.amqpUri}"))).amqpUris())
                .containsExactly("${embedded.amqpUri}");
    }

    @Test
    void everyVariantStatesWhatAConfirmMeans() {
        assertThat(QueueType.CLASSIC.confirmMeaning(true))
                .contains("persistent")
                .contains("fsynced");
        assertThat(QueueType.CLASSIC.confirmMeaning(false))
                .contains("transient")
                .contains("in memory");
        assertThat(QueueType.QUORUM.confirmMeaning(false))
                .contains("Raft log")
                .contains("transient messages are stored");
    }
}

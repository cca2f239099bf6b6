package io.msgbench.driver.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;

class KafkaDriverSettingsTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");

    private static KafkaDriverSettings parse(Map<String, Object> values) {
        return KafkaDriverSettings.parse(new DriverConfig(values, FRAMEWORK_KEYS));
    }

    private static Map<String, Object> minimal() {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("name", "test");
        values.put("driverClass", "kafka");
        values.put("commonConfig", "bootstrap.servers=127.0.0.1:9092\n");
        return values;
    }

    @Test
    void unknownKeyIsRejectedWithTheNearestKeyNamed() {
        Map<String, Object> values = minimal();
        values.put("replicationFacter", 3);

        assertThatThrownBy(() -> parse(values))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("replicationFacter")
                .hasMessageContaining("did you mean 'replicationFactor'");
    }

    @Test
    void bootstrapServersIsRequired() {
        Map<String, Object> values = minimal();
        values.put("commonConfig", "client.id=x\n");

        assertThatThrownBy(() -> parse(values)).isInstanceOfSatisfying(DriverConfigException.class, e -> {
            assertThat(e.key()).isEqualTo("commonConfig");
            assertThat(e.reason()).isEqualTo("bootstrap.servers is required");
        });
        values.remove("commonConfig");
        assertThatThrownBy(() -> parse(values)).hasMessage("commonConfig: bootstrap.servers is required");
    }

    @Test
    void replicationFactorMustBeAPositiveInteger() {
        Map<String, Object> values = minimal();
        values.put("replicationFactor", 0);
        assertThatThrownBy(() -> parse(values))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageStartingWith("replicationFactor:");

        values.put("replicationFactor", "three");
        assertThatThrownBy(() -> parse(values))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageStartingWith("replicationFactor:");

        values.put("replicationFactor", 40000);
        assertThatThrownBy(() -> parse(values))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageStartingWith("replicationFactor:");
    }

    @Test
    void defaults() {
        KafkaDriverSettings settings = parse(minimal());

        assertThat(settings.replicationFactor()).isEqualTo(1);
        assertThat(settings.reset()).isFalse();
        assertThat(settings.adminTimeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(settings.consumerAutoCommit()).isTrue();
        assertThat(settings.describe())
                .containsEntry("acks", "all")
                .containsEntry("replicationFactor", "1")
                .containsEntry("min.insync.replicas", "broker default")
                .containsKey("clientVersion")
                .doesNotContainKeys("linger.ms", "batch.size");
        assertThat(settings.describe().get("clientVersion")).startsWith("4.1");
    }

    @Test
    void clientMetricsCoverSecondsNotTheDefaultMinuteUnlessTheFileSaysOtherwise() {
        Map<String, Object> values = minimal();
        values.put("consumerConfig", "metrics.sample.window.ms=30000\n");
        KafkaDriverSettings settings = parse(values);

        assertThat(settings.producerProperties()).containsEntry("metrics.sample.window.ms", "5000");
        assertThat(settings.consumerProperties("g")).containsEntry("metrics.sample.window.ms", "30000");
    }

    @Test
    void lingerIsTheConfiguredOneOrKafkasDefault() {
        Map<String, Object> values = minimal();
        values.put("producerConfig", "linger.ms=20\n");

        assertThat(parse(values).lingerMs()).isEqualTo(20);
        assertThat(parse(minimal()).lingerMs()).isEqualTo(5); // Kafka 4's default
    }

    @Test
    void adminTimeoutFollowsDefaultApiTimeout() {
        Map<String, Object> values = minimal();
        values.put("commonConfig", "bootstrap.servers=h:1\ndefault.api.timeout.ms=5000\n");
        assertThat(parse(values).adminTimeout()).isEqualTo(Duration.ofSeconds(5));

        // a slow cluster (or sixteen clients starting at once on a loaded machine) may be given longer than 30 s
        values.put("commonConfig", "bootstrap.servers=h:1\ndefault.api.timeout.ms=120000\n");
        assertThat(parse(values).adminTimeout()).isEqualTo(Duration.ofMinutes(2));

        values.put("commonConfig", "bootstrap.servers=h:1\ndefault.api.timeout.ms=soon\n");
        assertThatThrownBy(() -> parse(values))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("default.api.timeout.ms");
    }

    @Test
    void clientPropertiesMergeCommonWithTheirOwnBlock() {
        Map<String, Object> values = minimal();
        values.put("commonConfig", "bootstrap.servers=h:1\nclient.dns.lookup=use_all_dns_ips\n");
        values.put("producerConfig", "acks=1\nlinger.ms=5\n");
        values.put("consumerConfig", "enable.auto.commit=false\ngroup.id=ignored\n");
        KafkaDriverSettings settings = parse(values);

        Properties producer = settings.producerProperties();
        assertThat(producer)
                .containsEntry("bootstrap.servers", "h:1")
                .containsEntry("client.dns.lookup", "use_all_dns_ips")
                .containsEntry("acks", "1")
                .containsEntry("value.serializer", "org.apache.kafka.common.serialization.ByteArraySerializer")
                .doesNotContainKey("enable.auto.commit");
        Properties consumer = settings.consumerProperties("sub-0");
        assertThat(consumer)
                .containsEntry("group.id", "sub-0")
                .containsEntry("enable.auto.commit", "false")
                .containsEntry("value.deserializer", "org.apache.kafka.common.serialization.ByteArrayDeserializer")
                .doesNotContainKey("acks");
        assertThat(settings.consumerAutoCommit()).isFalse();
        assertThat(settings.describe()).containsEntry("acks", "1").containsEntry("linger.ms", "5");
    }

    @Test
    void durabilityNamesFsyncPerMessage() {
        Map<String, Object> values = minimal();
        values.put("topicConfig", "flush.messages=1\nflush.ms=0\nmin.insync.replicas=2\n");

        assertThat(parse(values).describe())
                .containsEntry("durability", "fsync per message (topic flush.messages=1, flush.ms=0)")
                .containsEntry("min.insync.replicas", "2");
    }

    @Test
    void durabilityNamesFsyncEveryNMessages() {
        Map<String, Object> values = minimal();
        values.put("topicConfig", "flush.messages=1000\n");

        assertThat(parse(values).describe())
                .containsEntry("durability", "fsync every 1000 messages (topic flush.messages=1000)");
    }

    @Test
    void durabilityWithoutFlushSettingsSaysNoFsync() {
        assertThat(parse(minimal()).describe())
                .containsEntry(
                        "durability",
                        "no fsync by the benchmark's settings (broker flush policy; page cache + replication)");
    }

    @Test
    void topicConfigBecomesAMap() {
        Map<String, Object> values = minimal();
        values.put("topicConfig", "min.insync.replicas=2\nretention.ms=60000\n");

        assertThat(parse(values).topicConfigMap())
                .containsOnly(Map.entry("min.insync.replicas", "2"), Map.entry("retention.ms", "60000"));
    }
}

package io.msgbench.driver.pulsar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.pulsar.client.api.SubscriptionType;
import org.junit.jupiter.api.Test;

class PulsarDriverSettingsTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");

    private static PulsarDriverSettings parse(Map<String, Object> values) {
        return PulsarDriverSettings.parse(new DriverConfig(values, FRAMEWORK_KEYS));
    }

    private static Map<String, Object> minimal() {
        Map<String, Object> client = new LinkedHashMap<>();
        client.put("serviceUrl", "pulsar://127.0.0.1:6650");
        client.put("httpUrl", "http://127.0.0.1:8080");
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("name", "test");
        values.put("driverClass", "pulsar");
        values.put("client", client);
        return values;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> section(Map<String, Object> values, String key) {
        return (Map<String, Object>) values.computeIfAbsent(key, k -> new LinkedHashMap<>());
    }

    @Test
    void defaultsAreOmbsAndTheStudiesSettings() {
        PulsarDriverSettings settings = parse(minimal());

        assertThat(settings.persistence()).isEqualTo(new PulsarDriverSettings.Persistence(3, 3, 2, false));
        assertThat(settings.consumer().subscriptionType()).isEqualTo(SubscriptionType.Failover);
        assertThat(settings.producer().batchingEnabled()).isTrue();
        assertThat(settings.producer().batchingMaxPublishDelayMs()).isEqualTo(1);
        assertThat(settings.client().topicType()).isEqualTo("persistent");
        assertThat(settings.client().namespacePrefix()).isEqualTo("public/msgbench");
        assertThat(settings.client().namespace()).isEmpty();
        assertThat(settings.journalSyncData()).isEmpty();
        assertThat(settings.offload().isSet()).isFalse();
    }

    @Test
    void offloadPolicyIsReadAsStatedAndNeverNegative() {
        Map<String, Object> values = minimal();
        section(values, "offload").put("thresholdBytes", 10_000_000_000L);
        section(values, "offload").put("deletionLagMs", 0);
        PulsarDriverSettings.Offload offload = parse(values).offload();
        assertThat(offload.thresholdBytes()).hasValue(10_000_000_000L);
        assertThat(offload.deletionLagMs()).hasValue(0);

        section(values, "offload").put("deletionLagMs", -1);
        assertThatThrownBy(() -> parse(values)).hasMessage("offload.deletionLagMs: must be 0 or more, got -1");
        section(values, "offload").put("deletionLagMs", "soon");
        assertThatThrownBy(() -> parse(values)).hasMessage("offload.deletionLagMs: expected an integer, got 'soon'");
    }

    @Test
    void anUnknownKeyIsNamedWithItsSectionAndTheNearestKey() {
        Map<String, Object> values = minimal();
        section(values, "producer").put("batchingEnabeld", true);

        assertThatThrownBy(() -> parse(values)).isInstanceOfSatisfying(DriverConfigException.class, e -> {
            assertThat(e.key()).isEqualTo("producer.batchingEnabeld");
            assertThat(e.reason()).contains("did you mean 'batchingEnabled'?");
        });
    }

    @Test
    void unknownKeysAreRejectedInEverySection() {
        for (String path :
                new String[] {"top", "client", "persistence", "authentication", "consumer", "bookies", "offload"}) {
            Map<String, Object> values = minimal();
            Map<String, Object> target = switch (path) {
                case "top" -> values;
                case "persistence", "authentication" -> section(section(values, "client"), path);
                default -> section(values, path);
            };
            target.put("noSuchKey", 1);
            assertThatThrownBy(() -> parse(values))
                    .as(path)
                    .isInstanceOf(DriverConfigException.class)
                    .hasMessageContaining("noSuchKey: unknown key");
        }
    }

    @Test
    void urlsAreRequiredAndMustHaveTheirScheme() {
        Map<String, Object> values = minimal();
        section(values, "client").remove("httpUrl");
        assertThatThrownBy(() -> parse(values)).hasMessage("client.httpUrl: required, but missing");

        Map<String, Object> wrongScheme = minimal();
        section(wrongScheme, "client").put("serviceUrl", "http://127.0.0.1:6650");
        assertThatThrownBy(() -> parse(wrongScheme))
                .hasMessageStartingWith(
                        "client.serviceUrl: expected a URL" + " starting with pulsar:// or pulsar+ssl://");
    }

    @Test
    void subscriptionTypesAreReadInOmbsAndPulsarsSpelling() {
        Map<String, Object> values = minimal();
        for (String spelling : new String[] {"Key_Shared", "KeyShared", "key_shared"}) {
            section(values, "consumer").put("subscriptionType", spelling);
            assertThat(parse(values).consumer().subscriptionType()).isEqualTo(SubscriptionType.Key_Shared);
        }
        section(values, "consumer").put("subscriptionType", "Broadcast");
        assertThatThrownBy(() -> parse(values))
                .hasMessage("consumer.subscriptionType: expected Exclusive, Failover,"
                        + " Shared or Key_Shared, got 'Broadcast'");
    }

    @Test
    void quorumsMustFitTheEnsemble() {
        Map<String, Object> values = minimal();
        section(section(values, "client"), "persistence").putAll(Map.of("ensembleSize", 2, "writeQuorum", 3));
        assertThatThrownBy(() -> parse(values))
                .hasMessage("client.persistence.writeQuorum: must not exceed" + " ensembleSize (2), got 3");

        Map<String, Object> ack = minimal();
        section(section(ack, "client"), "persistence").putAll(Map.of("writeQuorum", 2, "ackQuorum", 3));
        assertThatThrownBy(() -> parse(ack))
                .hasMessage("client.persistence.ackQuorum: must not exceed" + " writeQuorum (2), got 3");
    }

    @Test
    void namespacesAndTopicTypeAreChecked() {
        Map<String, Object> values = minimal();
        section(values, "client").put("namespace", "just-a-name");
        assertThatThrownBy(() -> parse(values))
                .hasMessage("client.namespace: expected tenant/namespace," + " got 'just-a-name'");

        Map<String, Object> v1 = minimal();
        section(v1, "client").put("namespacePrefix", "benchmark/local/ns"); // OMB's pulsar.yaml, Pulsar's older form
        assertThat(parse(v1).client().namespacePrefix()).isEqualTo("benchmark/local/ns");
        Map<String, Object> bad = minimal();
        section(bad, "client").put("namespacePrefix", "just-a-name");
        assertThatThrownBy(() -> parse(bad))
                .hasMessage("client.namespacePrefix: expected tenant/namespace"
                        + " (or tenant/cluster/namespace), got 'just-a-name'");

        Map<String, Object> type = minimal();
        section(type, "client").put("topicType", "persitent");
        assertThatThrownBy(() -> parse(type))
                .hasMessageStartingWith("client.topicType: expected persistent or" + " non-persistent");
    }

    @Test
    void journalSyncDataIsReadAsStatedIncludingFromAPlaceholderValue() {
        Map<String, Object> values = minimal();
        section(values, "bookies").put("journalSyncData", "false");
        assertThat(parse(values).journalSyncData()).isEqualTo(Optional.of(false));

        section(values, "bookies").put("journalSyncData", "sometimes");
        assertThatThrownBy(() -> parse(values))
                .hasMessage("bookies.journalSyncData: expected true or false," + " got 'sometimes'");
    }

    @Test
    void negativeProducerValuesAreRejected() {
        Map<String, Object> values = minimal();
        section(values, "producer").put("sendTimeoutMs", -1);
        assertThatThrownBy(() -> parse(values)).hasMessage("producer.sendTimeoutMs: must be 0 or more, got -1");
    }

    @Test
    void checkConfigAcceptsTheEmbeddedBrokersPlaceholdersAndRefusesAMisspeltKey() {
        Map<String, Object> values = minimal();
        section(values, "client").put("serviceUrl", "${embedded.serviceUrl}");
        section(values, "client").put("httpUrl", "${embedded.httpUrl}");
        section(values, "bookies").put("journalSyncData", "${embedded.journalSyncData}");
        PulsarDriver driver = new PulsarDriver();

        driver.checkConfig(new DriverConfig(values, FRAMEWORK_KEYS));
        section(values, "consumer").put("recieverQueueSize", 1000);

        assertThatThrownBy(() -> driver.checkConfig(new DriverConfig(values, FRAMEWORK_KEYS)))
                .isInstanceOfSatisfying(DriverConfigException.class, e -> {
                    assertThat(e.key()).isEqualTo("consumer.recieverQueueSize");
                    assertThat(e.reason()).startsWith("unknown key (did you mean 'receiverQueueSize'?)");
                });
    }
}

package io.msgbench.driver.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DriverConfigTest {
    private static final Set<String> FRAMEWORK = Set.of("name", "driverClass");

    @Test
    void unknownKeyNamesTheNearestValidKey() {
        DriverConfig config = new DriverConfig(Map.of("name", "k", "replicationFactr", 3), FRAMEWORK);
        assertThatThrownBy(() -> config.rejectUnknownKeys(Set.of("replicationFactor", "topicConfig")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageStartingWith("replicationFactr: unknown key (did you mean 'replicationFactor'?)");
    }

    @Test
    void frameworkKeysAreAccepted() {
        DriverConfig config =
                new DriverConfig(Map.of("name", "k", "driverClass", "x", "replicationFactor", 3), FRAMEWORK);
        config.rejectUnknownKeys(Set.of("replicationFactor"));
        assertThat(config.integer("replicationFactor", 1)).isEqualTo(3);
    }

    @Test
    void typedGettersNameTheKeyOnBadValues() {
        DriverConfig config = new DriverConfig(Map.of("replicationFactor", "three", "flag", "yes"), FRAMEWORK);
        assertThatThrownBy(() -> config.integer("replicationFactor", 1))
                .hasMessage("replicationFactor: expected an integer, got 'three'");
        assertThatThrownBy(() -> config.bool("flag", false)).hasMessage("flag: expected true or false, got 'yes'");
        assertThat(config.integer("missing", 7)).isEqualTo(7);
    }

    @Test
    void sizesBeyondAnIntAreLongIntegersOnly() {
        DriverConfig config = new DriverConfig(Map.of("bytes", 10_000_000_000L, "text", "10000000000"), FRAMEWORK);
        assertThat(config.longInteger("bytes", 0)).isEqualTo(10_000_000_000L);
        assertThat(config.longInteger("text", 0)).isEqualTo(10_000_000_000L);
        assertThat(config.longInteger("missing", -1)).isEqualTo(-1);
        assertThatThrownBy(() -> config.integer("bytes", 1))
                .hasMessage("bytes: expected an integer up to 2147483647, got 10000000000");
    }

    @Test
    void nonPositiveCountIsRejected() {
        DriverConfig config = new DriverConfig(Map.of("replicationFactor", 0), FRAMEWORK);
        assertThatThrownBy(() -> config.positiveInteger("replicationFactor", 1))
                .hasMessage("replicationFactor: must be at least 1, got 0");
    }

    @Test
    void propertiesTextIsParsed() {
        DriverConfig config = new DriverConfig(Map.of("producerConfig", "acks=all\nlinger.ms=1\n"), FRAMEWORK);
        assertThat(config.properties("producerConfig"))
                .containsEntry("acks", "all")
                .containsEntry("linger.ms", "1");
        assertThat(config.properties("absent")).isEmpty();
    }

    @Test
    void nestedSectionsReportDottedKeys() {
        DriverConfig config = new DriverConfig(Map.of("producer", Map.of("batchingEnabledd", true)), FRAMEWORK);
        assertThatThrownBy(() -> config.section("producer").rejectUnknownKeys(Set.of("batchingEnabled")))
                .hasMessageStartingWith("producer.batchingEnabledd: unknown key (did you mean 'batchingEnabled'?)");
    }

    @Test
    void nearestNameIgnoresFarCandidates() {
        assertThat(NearestName.of("zzzzzz", Set.of("producerRate"))).isEmpty();
        assertThat(NearestName.of("producerrate", Set.of("producerRate", "topics")))
                .contains("producerRate");
    }

    @Test
    void aPlaceholderValueIsDeferredUntilTheFrameworkFillsItIn() {
        DriverConfig config = new DriverConfig(
                Map.of(
                        "syncData",
                        "${embedded.journalSyncData}",
                        "threads",
                        "${embedded.threads}",
                        "url",
                        "pulsar://${embedded.host}:6650",
                        "plain",
                        "true"),
                FRAMEWORK);

        assertThat(config.isDeferred("syncData")).isTrue();
        assertThat(config.isDeferred("url")).isTrue();
        assertThat(config.isDeferred("plain")).isFalse();
        assertThat(config.isDeferred("missing")).isFalse();
        assertThat(config.bool("syncData", true)).isTrue();
        assertThat(config.integer("threads", 4)).isEqualTo(4);
    }
}

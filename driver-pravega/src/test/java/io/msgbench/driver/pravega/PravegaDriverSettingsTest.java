package io.msgbench.driver.pravega;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import io.pravega.client.stream.ScalingPolicy;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Parsing the driver YAML: OMB's keys and defaults, strictness, and the words describe() puts in the result. */
class PravegaDriverSettingsTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");

    private static Map<String, Object> minimal() {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("name", "Pravega");
        values.put("client", Map.of("controllerURI", "tcp://localhost:9090", "scopeName", "examples"));
        return values;
    }

    private static PravegaDriverSettings parse(Map<String, Object> values) {
        return PravegaDriverSettings.parse(new DriverConfig(values, FRAMEWORK_KEYS));
    }

    private static Map<String, Object> with(String key, Object value) {
        Map<String, Object> values = minimal();
        values.put(key, value);
        return values;
    }

    @Test
    void defaultsAreOmbs() {
        PravegaDriverSettings settings = parse(minimal());

        assertThat(settings.controllerUri()).hasToString("tcp://localhost:9090");
        assertThat(settings.scope()).isEqualTo("examples");
        assertThat(settings.transactions()).isEmpty();
        assertThat(settings.scaling().autoScaling()).isFalse();
        assertThat(settings.scaling().policy(16)).isEqualTo(ScalingPolicy.fixed(16));
        assertThat(settings.createScope()).isTrue();
        assertThat(settings.deleteStreams()).isTrue();
        assertThat(settings.connectionPooling()).isFalse();
        assertThat(settings.requestTimeout()).isEqualTo(Duration.ofSeconds(30));
    }

    @Test
    void aMisspeltEventsPerTransactionIsRejectedWithAHint() {
        // OMB read this file without complaint and committed every event on its own
        assertThatThrownBy(() -> parse(with("eventPerTransaction", 100)))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageStartingWith("eventPerTransaction: unknown key (did you mean 'eventsPerTransaction'?)");
    }

    @Test
    void unknownKeysInsideClientAndWriterNameTheirSection() {
        Map<String, Object> values = minimal();
        values.put("client", Map.of("controllerUri", "tcp://localhost:9090"));
        assertThatThrownBy(() -> parse(values))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageStartingWith("client.controllerUri: unknown key (did you mean 'controllerURI'?)");

        assertThatThrownBy(() -> parse(with("writer", Map.of("enableConnectionPoolling", true))))
                .hasMessageStartingWith(
                        "writer.enableConnectionPoolling: unknown key (did you mean " + "'enableConnectionPooling'?)");
    }

    @Test
    void theControllerUriIsRequiredAndChecked() {
        Map<String, Object> missing = minimal();
        missing.put("client", Map.of("scopeName", "s"));
        assertThatThrownBy(() -> parse(missing)).hasMessage("client.controllerURI: required, but missing");

        Map<String, Object> bad = minimal();
        bad.put("client", Map.of("controllerURI", "localhost:9090"));
        assertThatThrownBy(() -> parse(bad))
                .isInstanceOf(DriverConfigException.class)
                .hasMessage("client.controllerURI: not a controller address: 'localhost:9090' (expected "
                        + "tcp://host:port or tls://host:port)");
    }

    @Test
    void transactionsCommitEveryNEventsOrWhenOld() {
        Map<String, Object> values = with("enableTransaction", true);
        values.put("eventsPerTransaction", 100);
        values.put("maxTransactionAgeMs", 250);

        PravegaDriverSettings settings = parse(values);

        assertThat(settings.transactions()).contains(new TransactionSettings(100, Duration.ofMillis(250)));
        assertThat(settings.describe("0.13.0").get("writes"))
                .startsWith(
                        "transactions of 100 event(s), committed "
                                + "when full or 250 ms after they opened; a send is acknowledged when its transaction's commit returns");
        assertThatThrownBy(() -> parse(with("eventsPerTransaction", 0)))
                .hasMessage("eventsPerTransaction: must be at least 1, got 0");
    }

    @Test
    void autoScalingByEventRateOrDataRateKeepsPartitionsAsTheMinimum() {
        Map<String, Object> events = with("enableStreamAutoScaling", true);
        events.put("eventsPerSecond", 2000);
        assertThat(parse(events).scaling().policy(4)).isEqualTo(ScalingPolicy.byEventRate(2000, 2, 4));
        assertThat(parse(events).describe("x").get("scaling"))
                .isEqualTo(
                        "auto-scaling: target 2000 events/s per segment, scale factor 2, at least partitionsPerTopic segments");

        Map<String, Object> kbytes = with("enableStreamAutoScaling", true);
        kbytes.put("kbytesPerSecond", 1024);
        kbytes.put("scaleFactor", 3);
        assertThat(parse(kbytes).scaling().policy(1)).isEqualTo(ScalingPolicy.byDataRate(1024, 3, 1));
    }

    @Test
    void autoScalingNeedsExactlyOneTarget() {
        assertThatThrownBy(() -> parse(with("enableStreamAutoScaling", true)))
                .hasMessage("enableStreamAutoScaling: needs a target rate per segment: set eventsPerSecond or "
                        + "kbytesPerSecond");
        Map<String, Object> both = with("enableStreamAutoScaling", true);
        both.put("eventsPerSecond", 10);
        both.put("kbytesPerSecond", 10);
        assertThatThrownBy(() -> parse(both)).hasMessageContaining("not both");
        assertThatThrownBy(() -> parse(with("eventsPerSecond", 0)))
                .hasMessage("eventsPerSecond: must be a positive rate per segment, or -1 for none; got 0");
    }

    @Test
    void aTargetWithoutAutoScalingLeavesStreamsFixed() {
        // OMB's own pravega.yaml: enableStreamAutoScaling False with eventsPerSecond 10000
        Map<String, Object> values = with("enableStreamAutoScaling", false);
        values.put("eventsPerSecond", 10000);
        assertThat(parse(values).scaling().policy(2)).isEqualTo(ScalingPolicy.fixed(2));
    }

    @Test
    void describeStatesDurabilityAndWhatWasIgnored() {
        Map<String, Object> values = with("durability", "BookKeeper journal flush off (journalSyncData=false)");
        values.put("includeTimestampInEvent", true);

        Map<String, String> description = parse(values).describe("0.13.0");

        assertThat(description)
                .containsEntry("clientVersion", "0.13.0")
                .containsEntry("durability", "BookKeeper journal flush off (journalSyncData=false)")
                .containsEntry("includeTimestampInEvent", "ignored: msgbench's payload header carries the send time")
                .containsEntry("scope", "examples (created if missing)")
                .containsEntry("streamsAtEnd", "sealed and deleted");
        assertThat(parse(minimal()).describe("0.13.0").get("durability")).startsWith("not stated");
        assertThat(parse(minimal()).describe("0.13.0")).doesNotContainKey("includeTimestampInEvent");
    }

    @Test
    void checkConfigAcceptsTheEmbeddedControllerPlaceholderAndRefusesAMisspeltKey() {
        Map<String, Object> values = minimal();
        values.put("client", Map.of("controllerURI", "${embedded.controllerURI}"));
        PravegaDriver driver = new PravegaDriver();

        driver.checkConfig(new DriverConfig(values, FRAMEWORK_KEYS));
        values.put("enableStreamAutoScalling", true);

        assertThatThrownBy(() -> driver.checkConfig(new DriverConfig(values, FRAMEWORK_KEYS)))
                .isInstanceOfSatisfying(DriverConfigException.class, e -> {
                    assertThat(e.key()).isEqualTo("enableStreamAutoScalling");
                    assertThat(e.reason()).startsWith("unknown key (did you mean 'enableStreamAutoScaling'?)");
                });
    }
}

package io.msgbench.driver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.msgbench.config.ConfigException;
import io.msgbench.config.ProblemLine;
import io.msgbench.driver.api.DriverConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DriverSpecLoaderTest {
    @TempDir
    Path dir;

    @Test
    void readsAnOmbDriverFileWithAllValuesAsPlainJava() throws IOException {
        Path file = write("""
                name: Kafka
                driverClass: io.openmessaging.benchmark.driver.kafka.KafkaBenchmarkDriver
                replicationFactor: 3
                reset: true
                ratio: 0.5
                topicConfig: |
                  min.insync.replicas=2
                client:
                  batching: false
                  servers: [a, b]
                empty:
                """);

        DriverSpec spec = DriverSpecLoader.load(file);

        assertThat(spec.file()).isEqualTo(file);
        assertThat(spec.name()).isEqualTo("Kafka");
        assertThat(spec.driverClass()).isEqualTo("io.openmessaging.benchmark.driver.kafka.KafkaBenchmarkDriver");
        assertThat(spec.embeddedBroker()).isEmpty();
        assertThat(spec.values())
                .containsKeys("name", "driverClass")
                .containsEntry("replicationFactor", 3)
                .containsEntry("reset", true)
                .containsEntry("ratio", 0.5)
                .containsEntry("topicConfig", "min.insync.replicas=2\n")
                .containsEntry("client", Map.of("batching", false, "servers", List.of("a", "b")))
                .containsEntry("empty", null);
        assertThat(spec.values().keySet())
                .containsExactly(
                        "name", "driverClass", "replicationFactor", "reset", "ratio", "topicConfig", "client", "empty");
    }

    @Test
    void valuesAreUnmodifiable() throws IOException {
        DriverSpec spec = DriverSpecLoader.load(write("name: x\ndriverClass: y\nclient: {a: 1}\n"));

        assertThatThrownBy(() -> spec.values().put("z", 1)).isInstanceOf(UnsupportedOperationException.class);
        @SuppressWarnings("unchecked")
        Map<String, Object> client = (Map<String, Object>) spec.values().get("client");
        assertThatThrownBy(() -> client.put("b", 2)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void valuesFeedTheDriversOwnConfigReader() throws IOException {
        DriverSpec spec =
                DriverSpecLoader.load(write("name: x\ndriverClass: y\nembeddedBroker: kafka\nreplicationFactor: 2\n"));
        DriverConfig config = new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS);

        config.rejectUnknownKeys(List.of("replicationFactor"));
        assertThat(config.integer("replicationFactor", 1)).isEqualTo(2);
    }

    @Test
    void embeddedBrokerAsText() throws IOException {
        DriverSpec spec = DriverSpecLoader.load(write("name: x\ndriverClass: y\nembeddedBroker: kafka\n"));

        assertThat(spec.embeddedBroker()).contains(new EmbeddedBrokerSpec("kafka", Map.of()));
    }

    @Test
    void embeddedBrokerAsMapWithSettingsAsText() throws IOException {
        DriverSpec spec = DriverSpecLoader.load(write("""
                name: x
                driverClass: y
                embeddedBroker:
                  type: kafka
                  settings:
                    num.partitions: 4
                    auto.create.topics.enable: false
                    log.dirs: /tmp/k
                """));

        EmbeddedBrokerSpec broker = spec.embeddedBroker().orElseThrow();
        assertThat(broker.type()).isEqualTo("kafka");
        assertThat(broker.settings())
                .containsExactly(
                        Map.entry("num.partitions", "4"),
                        Map.entry("auto.create.topics.enable", "false"),
                        Map.entry("log.dirs", "/tmp/k"));
    }

    @Test
    void missingNameAndDriverClass() throws IOException {
        Path file = write("replicationFactor: 3\n");

        assertThat(problems(file))
                .containsExactly(file + ": name: required, but missing", file + ": driverClass: required, but missing");
    }

    @Test
    void blankOrNonTextNameAndDriverClass() throws IOException {
        Path file = write("name: '  '\ndriverClass: [a, b]\n");

        assertThat(problems(file))
                .containsExactly(
                        file + ":1: name: must not be blank", file + ":2: driverClass: expected text, got a list");
    }

    @Test
    void embeddedBrokerOfTheWrongType() throws IOException {
        Path file = write("name: x\ndriverClass: y\nembeddedBroker: [kafka]\n");

        assertThat(problems(file))
                .containsExactly(file + ":3: embeddedBroker: expected a broker type such as "
                        + "'kafka', or a map with type and settings, got a list");
    }

    @Test
    void embeddedBrokerMapProblems() throws IOException {
        Path file = write("""
                name: x
                driverClass: y
                embeddedBroker:
                  typ: kafka
                  settings:
                    ok: 1
                    nested: {a: 1}
                """);

        assertThat(problems(file))
                .containsExactlyInAnyOrder(
                        file + ":3: embeddedBroker.typ: unknown key (did you mean 'type'?)",
                        file + ":3: embeddedBroker.type: required, but missing",
                        file + ":3: embeddedBroker.settings.nested: expected text, a number or true/false, got a map");
    }

    @Test
    void embeddedBrokerSettingsMustBeAMap() throws IOException {
        Path file = write("name: x\ndriverClass: y\nembeddedBroker: {type: kafka, settings: [a]}\n");

        assertThat(problems(file))
                .containsExactly(file + ":3: embeddedBroker.settings: expected a map of keys, got a list");
    }

    @Test
    void fileProblems() throws IOException {
        Path missing = dir.resolve("nope.yaml");
        Path empty = write("");
        assertThat(problems(missing)).containsExactly(missing + ": no such file");
        assertThat(problems(empty)).containsExactly(empty + ": empty driver file");

        Path broken = write("name: x\ndriverClass: y\n  bad: indent\n");
        List<String> syntax = problems(broken);
        assertThat(syntax).hasSize(1);
        assertThat(syntax.get(0)).doesNotContain("\n").contains("YAML syntax error at column ");
        assertThat(ProblemLine.parse(broken.toString(), syntax.get(0)).line()).isEqualTo(3);
    }

    @Test
    void unknownDriverKeysAreLeftToTheDriver() throws IOException {
        DriverSpec spec = DriverSpecLoader.load(write("name: x\ndriverClass: y\nreplicationFactr: 3\n"));

        assertThat(spec.values()).containsEntry("replicationFactr", 3);
    }

    @Test
    void brokerMetricsAreHttpEndpointsOrPlaceholdersAndEachBadOneIsNamed() throws IOException {
        DriverSpec spec =
                DriverSpecLoader.load(write("""
                name: x
                driverClass: y
                brokerMetrics: [http://10.0.0.5:7071/metrics, "${embedded.httpUrl}/metrics"]
                """)).withPlaceholders(Map.of("embedded.httpUrl", "http://127.0.0.1:8080"));

        assertThat(spec.brokerMetrics())
                .extracting(Object::toString)
                .containsExactly("http://10.0.0.5:7071/metrics", "http://127.0.0.1:8080/metrics");
        assertThat(problems(write("""
                name: x
                driverClass: y
                brokerMetrics: [10.0.0.5:7071/metrics, http://ok/metrics, "ftp://h/metrics"]
                """)))
                .satisfiesExactly(
                        first -> assertThat(first)
                                .contains(":3: brokerMetrics[0]: expected a Prometheus endpoint such as"
                                        + " http://10.0.0.5:7071/metrics, got '10.0.0.5:7071/metrics'"),
                        second ->
                                assertThat(second).contains("brokerMetrics[2]").contains("'ftp://h/metrics'"));
        // a driver reading its own keys accepts the framework's
        new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS).rejectUnknownKeys(List.of());
    }

    @Test
    void aBrokerMetricsPlaceholderFilledInWithNoEndpointIsRefusedNotDropped() throws IOException {
        assertRefusedOnceFilledIn(
                "[http://10.0.0.5:7071/metrics, \"${embedded.host}/metrics\"]",
                Map.of("embedded.host", "127.0.0.1:8080"),
                "brokerMetrics[1]: expected a Prometheus"
                        + " endpoint such as http://10.0.0.5:7071/metrics, got '127.0.0.1:8080/metrics'");
    }

    @Test
    void anEndpointNamedTwiceIsRefusedAlsoWhenAPlaceholderMakesItTheSame() throws IOException {
        assertThat(problems(write("""
                name: x
                driverClass: y
                brokerMetrics: [http://a:8000/metrics, http://b:8000/metrics, http://a:8000/metrics]
                """)))
                .singleElement()
                .asString()
                .contains(":3: brokerMetrics[2]: 'http://a:8000/metrics' is named "
                        + "already (brokerMetrics[0]): its broker's figures would count twice");

        assertRefusedOnceFilledIn(
                "[http://127.0.0.1:8080/metrics, \"${embedded.httpUrl}/metrics\"]",
                Map.of("embedded.httpUrl", "http://127.0.0.1:8080"),
                "brokerMetrics[1]: 'http://127.0.0.1:8080/metrics'"
                        + " is named already (brokerMetrics[0]): its broker's figures would count twice");
    }

    /** A driver file whose {@code brokerMetrics} loads, and is refused in one line once its placeholders are filled in. */
    private void assertRefusedOnceFilledIn(String brokerMetrics, Map<String, String> placeholders, String problem)
            throws IOException {
        Path file = write("name: x\ndriverClass: y\nbrokerMetrics: " + brokerMetrics + "\n");
        DriverSpec spec = DriverSpecLoader.load(file);

        assertThatThrownBy(() -> spec.withPlaceholders(placeholders))
                .isInstanceOf(ConfigException.class)
                .hasMessage(file + ": " + problem);
    }

    private List<String> problems(Path file) {
        ConfigException error = catchThrowableOfType(() -> DriverSpecLoader.load(file), ConfigException.class);
        assertThat(error).as("expected a ConfigException").isNotNull();
        return error.problems();
    }

    private Path write(String text) throws IOException {
        return Files.writeString(Files.createTempFile(dir, "driver", ".yaml"), text);
    }
}

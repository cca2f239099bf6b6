package io.msgbench.driver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.msgbench.config.ConfigException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DriverSpecPlaceholdersTest {
    private static final Path FILE = Path.of("kafka.yaml");

    @Test
    void replacesPlaceholdersInEveryStringAtAnyDepth() {
        DriverSpec spec = spec(
                Optional.of(new EmbeddedBrokerSpec("kafka", Map.of("log.dirs", "${dir}/logs"))),
                Map.of(
                        "commonConfig",
                        "bootstrap.servers=${embedded.bootstrapServers}\nacks=all",
                        "client",
                        Map.of("servers", List.of("${embedded.bootstrapServers}", "x")),
                        "count",
                        3));

        DriverSpec replaced =
                spec.withPlaceholders(Map.of("embedded.bootstrapServers", "localhost:9092", "dir", "/tmp"));

        assertThat(replaced.values())
                .containsEntry("commonConfig", "bootstrap.servers=localhost:9092\nacks=all")
                .containsEntry("client", Map.of("servers", List.of("localhost:9092", "x")))
                .containsEntry("count", 3);
        assertThat(replaced.embeddedBroker().orElseThrow().settings()).containsEntry("log.dirs", "/tmp/logs");
        assertThat(replaced.name()).isEqualTo("Kafka");
        assertThat(spec.values()).containsEntry("count", 3);
    }

    @Test
    void frameworkFieldsAreReplacedToo() {
        DriverSpec spec = new DriverSpec(
                FILE,
                "Kafka ${v}",
                "a.${pkg}.Driver",
                Optional.empty(),
                Map.of("name", "Kafka ${v}", "driverClass", "a.${pkg}.Driver"));

        DriverSpec replaced = spec.withPlaceholders(Map.of("v", "4", "pkg", "kafka"));

        assertThat(replaced.name()).isEqualTo("Kafka 4");
        assertThat(replaced.driverClass()).isEqualTo("a.kafka.Driver");
        assertThat(replaced.values()).containsEntry("name", "Kafka 4");
    }

    @Test
    void textWithoutPlaceholdersOrWithDollarSignsIsUnchanged() {
        DriverSpec spec = spec(Optional.empty(), Map.of("a", "price $5 and ${unclosed", "b", "$\\{x}"));

        assertThat(spec.withPlaceholders(Map.of()).values()).isEqualTo(spec.values());
    }

    @Test
    void embeddedPlaceholderWithoutAnEmbeddedBrokerIsExplained() {
        DriverSpec spec =
                spec(Optional.empty(), Map.of("commonConfig", "bootstrap.servers=${embedded.bootstrapServers}"));

        assertThat(problems(spec, Map.of()))
                .containsExactly("kafka.yaml: commonConfig: "
                        + "${embedded.bootstrapServers} is only set when the driver runs with an embedded broker");
    }

    @Test
    void unknownPlaceholdersAreAllReportedWithTheirFieldPaths() {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("client", Map.of("servers", List.of("ok", "${embedded.bootstrapServer}")));
        values.put("other", "${nope}");
        DriverSpec spec = spec(Optional.empty(), values);

        assertThat(problems(spec, Map.of("embedded.bootstrapServers", "h:1")))
                .containsExactly(
                        "kafka.yaml: client.servers[1]: ${embedded.bootstrapServer} is not defined "
                                + "(did you mean 'embedded.bootstrapServers'?)",
                        "kafka.yaml: other: ${nope} is not defined");
    }

    private static DriverSpec spec(Optional<EmbeddedBrokerSpec> broker, Map<String, Object> extra) {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("name", "Kafka");
        values.put("driverClass", "d.Kafka");
        values.putAll(extra);
        return new DriverSpec(FILE, "Kafka", "d.Kafka", broker, values);
    }

    private static List<String> problems(DriverSpec spec, Map<String, String> vars) {
        ConfigException error = catchThrowableOfType(() -> spec.withPlaceholders(vars), ConfigException.class);
        assertThat(error).as("expected a ConfigException").isNotNull();
        return error.problems();
    }
}

package io.msgbench.driver;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.config.ConfigException;
import io.msgbench.config.FieldReader;
import io.msgbench.config.NodeText;
import io.msgbench.config.Problems;
import io.msgbench.config.YamlEntry;
import io.msgbench.config.YamlMapFile;
import io.msgbench.driver.api.NearestName;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Loads a driver YAML file into a {@link DriverSpec}, checking only the framework's keys ({@code name},
 * {@code driverClass}, {@code embeddedBroker}, {@code brokerMetrics}); the driver checks its own keys later. Problems are reported
 * together in one {@link ConfigException}, one {@code file:line: field: reason} line each.
 * <pre>{@code
 * DriverSpec spec = DriverSpecLoader.load(Path.of("driver-kafka/kafka.yaml"));
 * }</pre>
 */
public final class DriverSpecLoader {
    private static final String BROKER = "embeddedBroker";
    private static final Set<String> BROKER_KEYS = Set.of("type", "settings");

    private final Problems problems;
    private final FieldReader fields;

    private DriverSpecLoader(YamlMapFile yaml) {
        this.problems = new Problems(yaml.fileName());
        this.fields = new FieldReader(yaml, problems);
    }

    public static DriverSpec load(Path file) {
        YamlMapFile yaml = YamlMapFile.read(file, "driver");
        DriverSpecLoader loader = new DriverSpecLoader(yaml);
        Optional<String> name = loader.requiredText("name");
        Optional<String> driverClass = loader.requiredText("driverClass");
        Optional<EmbeddedBrokerSpec> broker = loader.fields.entry(BROKER).flatMap(loader::embeddedBroker);
        loader.checkBrokerMetrics();
        loader.problems.throwIfAny();
        return new DriverSpec(file, name.orElseThrow(), driverClass.orElseThrow(), broker, plainValues(yaml));
    }

    /** Each entry an http(s) address of a Prometheus endpoint, or one with a placeholder filled in later. */
    private void checkBrokerMetrics() {
        List<String> endpoints = fields.textList(DriverSpec.BROKER_METRICS).orElse(List.of());
        for (int i = 0; i < endpoints.size(); i++) {
            String endpoint = endpoints.get(i);
            if (!endpoint.contains("${") && DriverSpec.endpoint(endpoint).isEmpty()) {
                problems.add(
                        fields.lineOf(DriverSpec.BROKER_METRICS),
                        DriverSpec.BROKER_METRICS + "[" + i + "]",
                        DriverSpec.notAnEndpoint(endpoint));
            } else if (endpoints.indexOf(endpoint) < i) {
                problems.add(
                        fields.lineOf(DriverSpec.BROKER_METRICS),
                        DriverSpec.BROKER_METRICS + "[" + i + "]",
                        DriverSpec.repeated(endpoint, endpoints.indexOf(endpoint)));
            }
        }
    }

    private Optional<String> requiredText(String key) {
        if (!fields.has(key)) {
            problems.add(null, key, "required, but missing");
        }
        return fields.text(key);
    }

    private Optional<EmbeddedBrokerSpec> embeddedBroker(YamlEntry entry) {
        JsonNode node = entry.value();
        if (node.isTextual() && !node.textValue().isBlank()) {
            return Optional.of(EmbeddedBrokerSpec.of(node.textValue().strip()));
        }
        if (!node.isObject()) {
            problems.add(
                    entry,
                    "expected a broker type such as 'kafka', or a map with type and settings, got "
                            + NodeText.describe(node));
            return Optional.empty();
        }
        rejectUnknownBrokerKeys(entry);
        Optional<String> type = brokerType(entry);
        Optional<Map<String, String>> settings = brokerSettings(entry, node.get("settings"));
        if (type.isEmpty() || settings.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new EmbeddedBrokerSpec(type.get(), settings.get()));
    }

    private void rejectUnknownBrokerKeys(YamlEntry entry) {
        entry.value().fieldNames().forEachRemaining(key -> {
            if (!BROKER_KEYS.contains(key)) {
                problems.add(entry.line(), BROKER + "." + key, "unknown key" + NearestName.hint(key, BROKER_KEYS));
            }
        });
    }

    private Optional<String> brokerType(YamlEntry entry) {
        JsonNode type = entry.value().get("type");
        if (type == null) {
            problems.add(entry.line(), BROKER + ".type", "required, but missing");
            return Optional.empty();
        }
        if (!type.isTextual() || type.textValue().isBlank()) {
            problems.add(
                    entry.line(),
                    BROKER + ".type",
                    "expected a broker type such as 'kafka', got " + NodeText.describe(type));
            return Optional.empty();
        }
        return Optional.of(type.textValue().strip());
    }

    private Optional<Map<String, String>> brokerSettings(YamlEntry entry, JsonNode settings) {
        if (settings == null) {
            return Optional.of(Map.of());
        }
        if (!settings.isObject()) {
            problems.add(
                    entry.line(), BROKER + ".settings", "expected a map of keys, got " + NodeText.describe(settings));
            return Optional.empty();
        }
        Map<String, String> result = new LinkedHashMap<>();
        settings.fields().forEachRemaining(setting -> {
            JsonNode value = setting.getValue();
            if (value.isValueNode() && !value.isNull()) {
                result.put(setting.getKey(), value.asText());
            } else {
                problems.add(
                        entry.line(),
                        BROKER + ".settings." + setting.getKey(),
                        "expected text, a number or true/false, got " + NodeText.describe(value));
            }
        });
        return result.size() == settings.size() ? Optional.of(result) : Optional.empty();
    }

    private static Map<String, Object> plainValues(YamlMapFile yaml) {
        Map<String, Object> values = new LinkedHashMap<>();
        yaml.entries().forEach((key, entry) -> values.put(key, DriverSpecValues.plain(entry.value())));
        return values;
    }
}

package io.msgbench.driver;

import io.msgbench.config.ConfigException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A driver YAML file (OMB's shape): the framework's keys, typed, and every value as plain Java objects for the
 * driver to check and read itself (through {@code DriverConfig}). Loaded by {@link DriverSpecLoader}.
 * <pre>{@code
 * name: Kafka
 * driverClass: io.msgbench.driver.kafka.KafkaBenchmarkDriver
 * embeddedBroker: kafka                 # optional: start a broker in-process
 * brokerMetrics: [http://10.0.0.5:7071/metrics]   # optional: the brokers' Prometheus endpoints, scraped per interval
 * commonConfig: |
 *   bootstrap.servers=${embedded.bootstrapServers}
 * }</pre>
 *
 * @param file           the file it was loaded from, for messages
 * @param values         the whole top-level map, framework keys included: maps, lists, strings, numbers,
 *                       booleans and nulls, unmodifiable, in file order
 */
public record DriverSpec(
        Path file,
        String name,
        String driverClass,
        Optional<EmbeddedBrokerSpec> embeddedBroker,
        Map<String, Object> values) {
    /** Top-level keys the framework reads; a driver must accept them without complaint. */
    public static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker", "brokerMetrics");
    /** The brokers' Prometheus endpoints, whose JVM figures the run records per interval. */
    static final String BROKER_METRICS = "brokerMetrics";

    public DriverSpec {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(driverClass, "driverClass");
        Objects.requireNonNull(embeddedBroker, "embeddedBroker");
        values = DriverSpecValues.frozenMap(values);
    }

    /**
     * The brokers' Prometheus endpoints the file names ({@code brokerMetrics}), placeholders filled in; an entry
     * that is not one (say, a placeholder filled in with a bare host) is a {@link ConfigException} naming it.
     */
    public List<URI> brokerMetrics() {
        if (!(values.get(BROKER_METRICS) instanceof List<?> entries)) {
            return List.of();
        }
        List<URI> endpoints = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            String text = String.valueOf(entries.get(i));
            Optional<URI> endpoint = endpoint(text);
            if (endpoint.isPresent() && endpoints.contains(endpoint.get())) {
                problems.add(ConfigException.format(
                        file.toString(),
                        null,
                        BROKER_METRICS + "[" + i + "]",
                        repeated(text, endpoints.indexOf(endpoint.get()))));
            } else if (endpoint.isPresent()) {
                endpoints.add(endpoint.get());
            } else {
                problems.add(ConfigException.format(
                        file.toString(), null, BROKER_METRICS + "[" + i + "]", notAnEndpoint(text)));
            }
        }
        if (!problems.isEmpty()) {
            throw new ConfigException(problems);
        }
        return List.copyOf(endpoints);
    }

    /** Why an endpoint named twice is refused: its figures would be added up twice. */
    static String repeated(String text, int first) {
        return "'" + text + "' is named already (" + BROKER_METRICS + "[" + first
                + "]): its broker's figures would count twice";
    }

    /** Why {@code text} is refused as a {@code brokerMetrics} entry. */
    static String notAnEndpoint(String text) {
        return "expected a Prometheus endpoint such as http://10.0.0.5:7071/metrics, got '" + text + "'";
    }

    /** An http(s) address with a host, or empty. */
    static Optional<URI> endpoint(String text) {
        try {
            URI uri = new URI(text.strip());
            return ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null
                    ? Optional.of(uri)
                    : Optional.empty();
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }

    /**
     * A copy where each {@code ${key}} inside any text value (at any depth, keys excluded) is replaced by
     * {@code vars.get(key)}; a placeholder missing from {@code vars} is a {@link io.msgbench.config.ConfigException}
     * naming the file, the field and the placeholder.
     */
    public DriverSpec withPlaceholders(Map<String, String> vars) {
        DriverSpecPlaceholders placeholders = new DriverSpecPlaceholders(file, vars);
        Map<String, Object> replacedValues = new LinkedHashMap<>();
        values.forEach((key, value) -> replacedValues.put(key, placeholders.replace(key, value)));
        String replacedName = placeholders.replace("name", name);
        String replacedClass = placeholders.replace("driverClass", driverClass);
        Optional<EmbeddedBrokerSpec> replacedBroker = embeddedBroker.map(placeholders::replace);
        placeholders.throwIfUnresolved();
        DriverSpec replaced = new DriverSpec(file, replacedName, replacedClass, replacedBroker, replacedValues);
        replaced.brokerMetrics(); // an endpoint made of placeholders is checked once they are filled in
        return replaced;
    }
}

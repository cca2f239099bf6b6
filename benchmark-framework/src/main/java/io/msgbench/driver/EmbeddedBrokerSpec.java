package io.msgbench.driver;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A broker the framework starts in-process for the driver, from the driver YAML's {@code embeddedBroker} key:
 * either just the type ({@code embeddedBroker: kafka}) or the type with broker settings.
 * <pre>{@code
 * embeddedBroker:
 *   type: kafka
 *   settings:
 *     num.partitions: 4
 * }</pre>
 *
 * @param type     which launcher starts it, e.g. {@code kafka}
 * @param settings broker settings as text, in file order; empty when none are given
 */
public record EmbeddedBrokerSpec(String type, Map<String, String> settings) {
    public EmbeddedBrokerSpec {
        Objects.requireNonNull(type, "type");
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    /** A broker of this type with no settings. */
    public static EmbeddedBrokerSpec of(String type) {
        return new EmbeddedBrokerSpec(type, Map.of());
    }
}

package io.msgbench.embedded.artemis;

import java.util.List;
import java.util.Map;

/**
 * What the embedded broker is started with: its port and the two durability switches ({@code --set
 * persistence=true|false}, {@code --set journalSync=true|false}, both true by default).
 */
record BrokerSettings(int port, boolean persistence, boolean journalSync) {
    static final List<String> KEYS = List.of("persistence", "journalSync");

    /** @throws IllegalArgumentException for an unknown key or a value other than true or false */
    static BrokerSettings of(int port, Map<String, String> settings) {
        settings.keySet().stream()
                .filter(key -> !KEYS.contains(key))
                .findFirst()
                .ifPresent(key -> {
                    throw new IllegalArgumentException("unknown setting '" + key
                            + "'; the embedded Artemis broker takes " + String.join(", ", KEYS));
                });
        return new BrokerSettings(port, bool(settings, "persistence"), bool(settings, "journalSync"));
    }

    private static boolean bool(Map<String, String> settings, String key) {
        String value = settings.getOrDefault(key, "true");
        if (!value.equals("true") && !value.equals("false")) {
            throw new IllegalArgumentException(key + ": expected true or false, got '" + value + "'");
        }
        return Boolean.parseBoolean(value);
    }
}

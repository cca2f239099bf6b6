package io.msgbench.driver.mqtt;

/** MQTT topic names for a benchmark topic: partition n is the topic level below it. */
final class Topics {
    /** Where the registry keeps each topic's partition count, as a retained message. */
    static final String REGISTRY = "msgbench-topics/";

    private Topics() {}

    static String partition(String topic, int partition) {
        return topic + "/" + partition;
    }

    /** Every partition of the topic: a single-level wildcard below it. */
    static String allPartitions(String topic) {
        return topic + "/+";
    }

    /** The subscription's filter: shared ({@code $share/<subscription>/<topic>/+}) or plain. */
    static String filter(String topic, String subscription, boolean shared) {
        return shared ? "$share/" + subscription + "/" + allPartitions(topic) : allPartitions(topic);
    }

    static String registryEntry(String topic) {
        return REGISTRY + topic;
    }

    /** MQTT gives '/', '+' and '#' a meaning in filters; a share name may hold none of them. */
    static void checkName(String what, String name) {
        if (name.isEmpty() || name.chars().anyMatch(c -> c == '/' || c == '+' || c == '#')) {
            throw new IllegalArgumentException(what + " '" + name + "' cannot be an MQTT topic level (no /, + or #)");
        }
    }
}

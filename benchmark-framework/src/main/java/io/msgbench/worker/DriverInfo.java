package io.msgbench.worker;

import java.util.Map;

/** What a worker reports about its driver once initialized: its topic prefix and its settings in force. */
public record DriverInfo(String topicNamePrefix, Map<String, String> settings) {
}

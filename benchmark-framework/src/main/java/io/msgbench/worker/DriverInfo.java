package io.msgbench.worker;

import java.util.Map;

/**
 * What a worker reports about its driver once initialized: its topic prefix, its settings in force, and whether it
 * carries msgbench's header out of band ({@code BenchmarkDriver.carriesHeaderOutOfBand}).
 */
public record DriverInfo(String topicNamePrefix, Map<String, String> settings, boolean carriesHeaderOutOfBand) {
    public DriverInfo(String topicNamePrefix, Map<String, String> settings) {
        this(topicNamePrefix, settings, false);
    }
}

package io.msgbench.worker;

import java.util.Map;

/**
 * What a worker reports about its driver once initialized: its topic prefix, its settings in force, whether it
 * carries msgbench's header out of band ({@code BenchmarkDriver.carriesHeaderOutOfBand}) and where
 * ({@code BenchmarkDriver.outOfBandHeaderPlace}).
 */
public record DriverInfo(
        String topicNamePrefix,
        Map<String, String> settings,
        boolean carriesHeaderOutOfBand,
        String outOfBandHeaderPlace) {
    public DriverInfo(String topicNamePrefix, Map<String, String> settings) {
        this(topicNamePrefix, settings, false, "");
    }
}

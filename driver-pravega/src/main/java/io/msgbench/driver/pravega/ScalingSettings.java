package io.msgbench.driver.pravega;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import io.pravega.client.stream.ScalingPolicy;

/**
 * How streams are segmented: a fixed count ({@code partitionsPerTopic}), or auto-scaling by event rate or data
 * rate with a target per segment and {@code partitionsPerTopic} as the minimum.
 *
 * @param targetEventsPerSecond the per-segment event rate that triggers a split, or {@link PravegaDriverSettings#UNSET}
 * @param targetKbytesPerSecond the per-segment data rate (KiB/s) that triggers a split, or UNSET
 */
public record ScalingSettings(
        boolean autoScaling, int targetEventsPerSecond, int targetKbytesPerSecond, int scaleFactor) {

    static ScalingSettings parse(DriverConfig config) {
        boolean autoScaling = config.bool("enableStreamAutoScaling", false);
        int events = rate(config, "eventsPerSecond");
        int kbytes = rate(config, "kbytesPerSecond");
        int scaleFactor = config.positiveInteger("scaleFactor", 2);
        if (autoScaling && events == PravegaDriverSettings.UNSET && kbytes == PravegaDriverSettings.UNSET) {
            throw new DriverConfigException(
                    "enableStreamAutoScaling",
                    "needs a target rate per segment: set eventsPerSecond or kbytesPerSecond");
        }
        if (autoScaling && events != PravegaDriverSettings.UNSET && kbytes != PravegaDriverSettings.UNSET) {
            throw new DriverConfigException(
                    "kbytesPerSecond", "set either eventsPerSecond or kbytesPerSecond for auto-scaling, not both");
        }
        return new ScalingSettings(autoScaling, events, kbytes, scaleFactor);
    }

    /** The policy for a new stream with this many segments (fixed) or at least this many (auto-scaling). */
    ScalingPolicy policy(int segments) {
        if (!autoScaling) {
            return ScalingPolicy.fixed(segments);
        }
        return targetEventsPerSecond != PravegaDriverSettings.UNSET
                ? ScalingPolicy.byEventRate(targetEventsPerSecond, scaleFactor, segments)
                : ScalingPolicy.byDataRate(targetKbytesPerSecond, scaleFactor, segments);
    }

    String describe() {
        if (!autoScaling) {
            return "fixed: partitionsPerTopic segments per stream";
        }
        String target = targetEventsPerSecond != PravegaDriverSettings.UNSET
                ? targetEventsPerSecond + " events/s"
                : targetKbytesPerSecond + " KiB/s";
        return "auto-scaling: target " + target + " per segment, scale factor " + scaleFactor
                + ", at least partitionsPerTopic segments";
    }

    private static int rate(DriverConfig config, String key) {
        int value = config.integer(key, PravegaDriverSettings.UNSET);
        if (value != PravegaDriverSettings.UNSET && value <= 0) {
            throw new DriverConfigException(key, "must be a positive rate per segment, or -1 for none; got " + value);
        }
        return value;
    }
}

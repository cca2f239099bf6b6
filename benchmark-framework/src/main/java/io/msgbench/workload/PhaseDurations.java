package io.msgbench.workload;

import io.msgbench.config.FieldReader;
import io.msgbench.config.Problems;
import java.time.Duration;
import java.util.Optional;

/**
 * Reads the test and warm-up durations, each given either OMB's way in whole minutes
 * ({@code testDurationMinutes: 15}) or ours with a unit ({@code testDuration: 30s}), never both.
 */
final class PhaseDurations {
    private final FieldReader fields;
    private final Problems problems;

    PhaseDurations(FieldReader fields, Problems problems) {
        this.fields = fields;
        this.problems = problems;
    }

    void read(WorkloadBuilder builder) {
        read("testDurationMinutes", "testDuration", false).ifPresent(builder::testDuration);
        read("warmupDurationMinutes", "warmup", true).ifPresent(builder::warmupDuration);
    }

    private Optional<Duration> read(String minutesKey, String durationKey, boolean zeroAllowed) {
        if (fields.has(minutesKey) && fields.has(durationKey)) {
            problems.add(
                    fields.lineOf(durationKey),
                    durationKey,
                    "conflicts with " + minutesKey + " (line " + fields.lineOf(minutesKey) + "); give only one");
            return Optional.empty();
        }
        if (fields.has(durationKey)) {
            return fields.duration(durationKey, zeroAllowed);
        }
        return fields.integer(minutesKey, zeroAllowed ? 0 : 1).map(Duration::ofMinutes);
    }
}

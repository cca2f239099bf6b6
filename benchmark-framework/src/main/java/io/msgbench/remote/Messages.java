package io.msgbench.remote;

import io.msgbench.driver.DriverSpec;
import io.msgbench.result.ClockSource;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** The bodies of the worker protocol's own requests and responses (JSON via Jackson), besides the commands and their answers. */
final class Messages {
    private Messages() {}

    record Empty() {}

    /** Every error answer: the reason, and for a configuration problem one line per problem. */
    record Failure(String error, List<String> problems) {}

    /** A driver YAML already resolved by the coordinator (placeholders filled in). */
    record DriverSpecMessage(String file, String name, String driverClass, Map<String, Object> values) {
        DriverSpecMessage {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(driverClass, "driverClass");
            Objects.requireNonNull(values, "values");
        }

        static DriverSpecMessage of(DriverSpec spec) {
            return new DriverSpecMessage(spec.file().toString(), spec.name(), spec.driverClass(), spec.values());
        }

        /** The spec the worker loads; a file name that is no path on this host is a bad request. */
        DriverSpec toSpec() {
            try {
                return new DriverSpec(Path.of(file), name, driverClass, Optional.empty(), values);
            } catch (InvalidPathException e) {
                throw new BadRequestException("file: " + e.getMessage());
            }
        }
    }

    /** A worker's clock reading, and which clock it is (so that workers on one host are compared exactly). */
    record Clock(long epochNanos, ClockSource source) {}

    /** What a worker says in answer to a heartbeat. */
    record Heartbeat(String state, long epochNanos) {}
}

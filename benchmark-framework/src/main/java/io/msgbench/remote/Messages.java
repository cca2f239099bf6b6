package io.msgbench.remote;

import io.msgbench.driver.DriverSpec;
import io.msgbench.measure.CounterSnapshot;
import io.msgbench.measure.Metric;
import io.msgbench.result.HistogramCodec;
import io.msgbench.worker.ConsumerAssignment;
import io.msgbench.worker.ProducerAssignment;
import io.msgbench.worker.WorkerSnapshot;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** The bodies of the worker protocol's requests and responses (JSON via Jackson). */
final class Messages {
    private Messages() {
    }

    record Empty() {
    }

    /** Every error answer: the reason, and for a configuration problem one line per problem. */
    record Failure(String error, List<String> problems) {
    }

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

        DriverSpec toSpec() {
            return new DriverSpec(Path.of(file), name, driverClass, Optional.empty(), values);
        }
    }

    record Topics(List<String> topics, int partitions) {
        Topics {
            Objects.requireNonNull(topics, "topics");
        }
    }

    record Topic(String topic) {
        Topic {
            Objects.requireNonNull(topic, "topic");
        }
    }

    record Partitions(Integer partitions) {
    }

    record Producers(List<ProducerAssignment> producers) {
        Producers {
            Objects.requireNonNull(producers, "producers");
        }
    }

    record Consumers(List<ConsumerAssignment> consumers) {
        Consumers {
            Objects.requireNonNull(consumers, "consumers");
        }
    }

    record ProbePairs(Set<String> pairs) {
    }

    record Clock(long epochNanos) {
    }

    /** What a worker says in answer to a heartbeat. */
    record Heartbeat(String state, long epochNanos) {
    }

    /** A {@link WorkerSnapshot} with its histograms in HdrHistogram's compressed encoding, base64. */
    record Snapshot(long takenAtEpochNanos, CounterSnapshot totals, Map<Metric, String> histograms,
                    long nonPositiveEndToEnd, Long lowestEndToEndMicros, String lastSendError) {

        static Snapshot of(WorkerSnapshot snapshot) {
            Map<Metric, String> encoded = new EnumMap<>(Metric.class);
            snapshot.interval().forEach((metric, histogram) -> encoded.put(metric, HistogramCodec.encode(histogram)));
            return new Snapshot(snapshot.takenAtEpochNanos(), snapshot.totals(), encoded, snapshot.nonPositiveEndToEnd(),
                    snapshot.lowestEndToEndMicros(), snapshot.lastSendError());
        }

        WorkerSnapshot toSnapshot() {
            Map<Metric, org.HdrHistogram.Histogram> decoded = new EnumMap<>(Metric.class);
            histograms.forEach((metric, text) -> decoded.put(metric, HistogramCodec.decode(text)));
            return new WorkerSnapshot(takenAtEpochNanos, totals, decoded, nonPositiveEndToEnd, lowestEndToEndMicros,
                    lastSendError);
        }
    }
}

package io.msgbench.remote;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.api.ReadFrom;
import io.msgbench.result.CounterSnapshot;
import io.msgbench.result.Metric;
import io.msgbench.worker.Command;
import io.msgbench.worker.ConsumerAssignment;
import io.msgbench.worker.LoadSpec;
import io.msgbench.worker.Pacing;
import io.msgbench.worker.ProducerAssignment;
import io.msgbench.worker.WorkerSnapshot;
import io.msgbench.workload.KeyDistributorType;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Commands and answers cross the wire as their records, and come back equal. */
class CommandWireTest {

    private static <T> T roundTrip(Object value, Class<T> type) throws Exception {
        return RemoteJson.MAPPER.readValue(RemoteJson.MAPPER.writeValueAsString(value), type);
    }

    @Test
    void aCommandIsWrittenAsItsRecordAloneWithoutItsFanOutPolicy() throws Exception {
        assertThat(RemoteJson.MAPPER.writeValueAsString(new Command.Snapshot())).isEqualTo("{}");
        JsonNode topics = RemoteJson.MAPPER.valueToTree(new Command.CreateTopics(List.of("a", "b"), 3));
        assertThat(topics.fieldNames()).toIterable().containsExactly("topics", "partitions");
        assertThat(WorkerRoutes.pathOf(new Command.CreateTopics(List.of("a"), 1)))
                .isEqualTo("/v1/command/CreateTopics");
    }

    @Test
    void commandsComeBackEqual() throws Exception {
        DriverSpec spec = new DriverSpec(
                Path.of("kafka.yaml"),
                "Kafka",
                "io.msgbench.driver.kafka.KafkaDriver",
                Optional.empty(),
                Map.of("name", "Kafka", "commonConfig", "bootstrap.servers=b:9092\n", "n", 3));
        Command.StartDriver start = roundTrip(new Command.StartDriver(spec), Command.StartDriver.class);
        assertThat(start.spec()).isEqualTo(spec);

        List<Command<?>> commands = List.of(
                new Command.CreateProducers(List.of(new ProducerAssignment(7, "t"))),
                new Command.CreateConsumers(List.of(
                        new ConsumerAssignment("t", "s", ReadFrom.BEGINNING), new ConsumerAssignment("t", "s2"))),
                new Command.PartitionCount("t"),
                new Command.DeleteTopics(List.of("t")),
                new Command.PauseConsumers());
        for (Command<?> command : commands) {
            assertThat(roundTrip(command, command.getClass())).isEqualTo(command);
        }

        LoadSpec load = new LoadSpec(
                1_000,
                2,
                123_456_789L,
                KeyDistributorType.KEY_ROUND_ROBIN,
                List.of(new byte[] {1, 2, 3}),
                1.2,
                new Pacing(false, 150_000),
                false);
        // what a remote worker receives: the load shifted into its clock, every other field kept
        LoadSpec back = roundTrip(new Command.StartLoad(load).inWorkerClock(1_000), Command.StartLoad.class)
                .load();
        assertThat(back.startEpochNanos()).isEqualTo(load.startEpochNanos() + 1_000);
        assertThat(back.totalRatePerSecond()).isEqualTo(load.totalRatePerSecond());
        assertThat(back.totalProducers()).isEqualTo(load.totalProducers());
        assertThat(back.keyDistributor()).isEqualTo(load.keyDistributor());
        assertThat(back.payloads().get(0)).containsExactly(1, 2, 3);
        assertThat(back.zipfExponent()).isEqualTo(1.2);
        assertThat(back.pacing()).isEqualTo(new Pacing(false, 150_000));
    }

    @Test
    void theSnapshotAnswerKeepsItsHistogramsAndTheClientsFigures() throws Exception {
        Map<Metric, Histogram> interval = new EnumMap<>(Metric.class);
        Histogram publish = new Histogram(3);
        publish.recordValue(1_500);
        publish.recordValue(90_000);
        interval.put(Metric.PUBLISH_LATENCY, publish);
        WorkerSnapshot snapshot = new WorkerSnapshot(
                42,
                new CounterSnapshot(5, 50, 5, 0, 4, 40, 0),
                interval,
                1,
                -3L,
                null,
                List.of(Map.of("producer.queue.ms.avg", 0.25), Map.of("fetch.request.ms.avg", 500.0)));

        WorkerSnapshot back = roundTrip(snapshot, WorkerSnapshot.class);

        assertThat(back.totals()).isEqualTo(snapshot.totals());
        assertThat(back.interval().get(Metric.PUBLISH_LATENCY)).isEqualTo(publish);
        assertThat(back.clientFigures()).isEqualTo(snapshot.clientFigures());
        assertThat(back.lowestEndToEndMicros()).isEqualTo(-3L);
        assertThat(roundTrip(null, Integer.class)).as("no such topic").isNull();
    }
}

package io.msgbench.worker;

import io.msgbench.driver.DriverSpec;
import io.msgbench.measure.DeliveryReport;
import io.msgbench.measure.DeliveryState;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the coordinator asks of a worker: host a driver, create clients, run load on a schedule and
 * hand back interval measurements. The in-process {@link LocalWorker} implements it; a remote worker
 * behind HTTP implements the same calls, so the coordinator never knows which it has.
 */
public interface Worker extends AutoCloseable {

    /** Loads and initializes the driver. */
    DriverInfo startDriver(DriverSpec spec);

    void createTopics(List<String> topics, int partitions);

    /** Partition count of an existing topic, empty when it does not exist. */
    Optional<Integer> partitionCount(String topic);

    void createProducers(List<ProducerAssignment> producers);

    void createConsumers(List<ConsumerAssignment> consumers);

    /** Sends one probe message (header flagged, never measured) from every producer. */
    void sendProbes();

    /** How many distinct (subscription, producer) pairs have seen a probe. */
    default int probePairsSeen() {
        return probePairs().size();
    }

    /** The (subscription, producer) pairs that have seen a probe, as {@code subscription/producerId}. */
    Set<String> probePairs();

    void startLoad(LoadSpec load);

    /** Stops sending and waits (bounded) for the sends in flight to be acknowledged or fail. */
    void stopLoad();

    void pauseConsumers();

    void resumeConsumers();

    /** Counters since the start and the histograms recorded since the previous snapshot. */
    WorkerSnapshot snapshot();

    DeliveryReport deliveryReport();

    /**
     * The clients' own figures since the previous call (names in {@link io.msgbench.driver.api.ClientMetrics}),
     * combined over this worker's producers and consumers: averages averaged, maxima maximized.
     * Default: none, for workers that cannot read them.
     */
    default Map<String, Double> clientMetrics() {
        return Map.of();
    }

    /** The verifier's sequence sets, for merging with other workers' (acks and receipts may live apart). */
    DeliveryState deliveryState();

    /** Closes producers and consumers. */
    void closeClients();

    void deleteTopics(List<String> topics);
}

package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import io.msgbench.measure.DeliveryReport;
import io.msgbench.measure.DeliveryState;
import io.msgbench.worker.ConsumerAssignment;
import io.msgbench.worker.DriverInfo;
import io.msgbench.worker.LoadSpec;
import io.msgbench.worker.ProducerAssignment;
import io.msgbench.worker.Worker;
import io.msgbench.worker.WorkerSnapshot;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/** A worker passed through unchanged, keeping every snapshot it answered, so a test can add them up itself. */
final class RecordingWorker implements Worker {
    final Worker delegate;
    final List<WorkerSnapshot> snapshots = new CopyOnWriteArrayList<>();

    RecordingWorker(Worker delegate) {
        this.delegate = delegate;
    }

    @Override
    public WorkerSnapshot snapshot() {
        WorkerSnapshot snapshot = delegate.snapshot();
        snapshots.add(snapshot);
        return snapshot;
    }

    @Override
    public DriverInfo startDriver(DriverSpec spec) {
        return delegate.startDriver(spec);
    }

    @Override
    public void createTopics(List<String> topics, int partitions) {
        delegate.createTopics(topics, partitions);
    }

    @Override
    public Optional<Integer> partitionCount(String topic) {
        return delegate.partitionCount(topic);
    }

    @Override
    public void createProducers(List<ProducerAssignment> producers) {
        delegate.createProducers(producers);
    }

    @Override
    public void createConsumers(List<ConsumerAssignment> consumers) {
        delegate.createConsumers(consumers);
    }

    @Override
    public void sendProbes() {
        delegate.sendProbes();
    }

    @Override
    public Set<String> probePairs() {
        return delegate.probePairs();
    }

    @Override
    public void startLoad(LoadSpec load) {
        delegate.startLoad(load);
    }

    @Override
    public void stopLoad() {
        delegate.stopLoad();
    }

    @Override
    public void pauseConsumers() {
        delegate.pauseConsumers();
    }

    @Override
    public void resumeConsumers() {
        delegate.resumeConsumers();
    }

    @Override
    public DeliveryReport deliveryReport() {
        return delegate.deliveryReport();
    }

    @Override
    public DeliveryState deliveryState() {
        return delegate.deliveryState();
    }

    @Override
    public void closeClients() {
        delegate.closeClients();
    }

    @Override
    public void deleteTopics(List<String> topics) {
        delegate.deleteTopics(topics);
    }

    @Override
    public void close() throws Exception {
        delegate.close();
    }
}

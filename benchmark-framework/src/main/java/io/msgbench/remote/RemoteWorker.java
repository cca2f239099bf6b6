package io.msgbench.remote;

import io.msgbench.driver.DriverSpec;
import io.msgbench.measure.ClockOffset;
import io.msgbench.measure.DeliveryReport;
import io.msgbench.measure.DeliveryState;
import io.msgbench.measure.HostClock;
import io.msgbench.remote.Messages.Empty;
import io.msgbench.worker.ConsumerAssignment;
import io.msgbench.worker.DriverInfo;
import io.msgbench.worker.LoadSpec;
import io.msgbench.worker.ProducerAssignment;
import io.msgbench.worker.Worker;
import io.msgbench.worker.WorkerLostException;
import io.msgbench.worker.WorkerSnapshot;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * A worker JVM behind HTTP ({@code bin/benchmark-worker}), used exactly like the in-process worker.
 * On connect it claims the worker for this coordinator's session, estimates the worker's clock offset
 * and starts the heartbeat; the load's common start time is shifted into the worker's clock.
 * <pre>{@code
 * try (RemoteWorker worker = RemoteWorker.connect(URI.create("http://10.0.0.11:8090"), token, lost -> control.cancel(lost.getMessage()))) {
 *     new BenchmarkRun(workload, driver, worker, options, listener, control).execute();
 * }
 * }</pre>
 */
public final class RemoteWorker implements Worker {
    private static final Duration SHORT_CALL = Duration.ofSeconds(30);
    /** Creating clients and topics may take the worker's own 60 s bound per step. */
    private static final Duration CLIENT_CALL = Duration.ofSeconds(180);
    private static final int CLOCK_SAMPLES = 15;

    private final WorkerClient client;
    private final Heartbeat heartbeat;
    private final ClockOffset clockAtConnect;

    private RemoteWorker(WorkerClient client, Consumer<WorkerLostException> onLost) {
        this.client = client;
        this.heartbeat = new Heartbeat(client, onLost);
        client.post(WorkerRoutes.HEARTBEAT, null, Messages.Heartbeat.class, SHORT_CALL);
        this.clockAtConnect = measureClock();
        heartbeat.start();
    }

    /**
     * Connects to a worker and claims it for a new session.
     *
     * @param onLost told once, from the heartbeat's thread, when the worker stops answering
     */
    public static RemoteWorker connect(URI url, Optional<String> token, Consumer<WorkerLostException> onLost) {
        return new RemoteWorker(new WorkerClient(url, token, UUID.randomUUID().toString()), onLost);
    }

    public String name() {
        return client.name();
    }

    /** The clock offset measured when connecting. */
    public ClockOffset clockAtConnect() {
        return clockAtConnect;
    }

    /** Estimates the worker's clock minus this host's from several exchanges, keeping the fastest. */
    public ClockOffset measureClock() {
        List<ClockOffset.Sample> samples = new ArrayList<>();
        for (int i = 0; i < CLOCK_SAMPLES; i++) {
            long sent = HostClock.epochNanos();
            long remote = client.post(WorkerRoutes.CLOCK, null, Messages.Clock.class, SHORT_CALL).epochNanos();
            samples.add(new ClockOffset.Sample(sent, remote, HostClock.epochNanos()));
        }
        return ClockOffset.estimate(samples);
    }

    @Override
    public DriverInfo startDriver(DriverSpec spec) {
        return client.post(WorkerRoutes.START_DRIVER, Messages.DriverSpecMessage.of(spec), DriverInfo.class, CLIENT_CALL);
    }

    @Override
    public void createTopics(List<String> topics, int partitions) {
        client.post(WorkerRoutes.CREATE_TOPICS, new Messages.Topics(topics, partitions), Empty.class, CLIENT_CALL);
    }

    @Override
    public Optional<Integer> partitionCount(String topic) {
        return Optional.ofNullable(client.post(WorkerRoutes.PARTITIONS, new Messages.Topic(topic),
                Messages.Partitions.class, CLIENT_CALL).partitions());
    }

    @Override
    public void createProducers(List<ProducerAssignment> producers) {
        client.post(WorkerRoutes.CREATE_PRODUCERS, new Messages.Producers(producers), Empty.class, CLIENT_CALL);
    }

    @Override
    public void createConsumers(List<ConsumerAssignment> consumers) {
        client.post(WorkerRoutes.CREATE_CONSUMERS, new Messages.Consumers(consumers), Empty.class, CLIENT_CALL);
    }

    @Override
    public void sendProbes() {
        client.post(WorkerRoutes.SEND_PROBES, null, Empty.class, SHORT_CALL);
    }

    @Override
    public Set<String> probePairs() {
        return client.post(WorkerRoutes.PROBE_PAIRS, null, Messages.ProbePairs.class, SHORT_CALL).pairs();
    }

    /** The start time moves into the worker's clock, so every host starts the shared send grid together. */
    @Override
    public void startLoad(LoadSpec load) {
        LoadSpec shifted = load.startingAt(load.startEpochNanos() + clockAtConnect.offsetNanos());
        client.post(WorkerRoutes.START_LOAD, shifted, Empty.class, SHORT_CALL);
    }

    @Override
    public void stopLoad() {
        client.post(WorkerRoutes.STOP_LOAD, null, Empty.class, CLIENT_CALL);
    }

    @Override
    public void pauseConsumers() {
        client.post(WorkerRoutes.PAUSE_CONSUMERS, null, Empty.class, SHORT_CALL);
    }

    @Override
    public void resumeConsumers() {
        client.post(WorkerRoutes.RESUME_CONSUMERS, null, Empty.class, SHORT_CALL);
    }

    @Override
    public WorkerSnapshot snapshot() {
        return client.post(WorkerRoutes.SNAPSHOT, null, Messages.Snapshot.class, SHORT_CALL).toSnapshot();
    }

    @Override
    public DeliveryReport deliveryReport() {
        return DeliveryState.mergedReport(List.of(deliveryState()));
    }

    @Override
    public DeliveryState deliveryState() {
        return client.post(WorkerRoutes.DELIVERY, null, DeliveryState.class, SHORT_CALL);
    }

    /** Tells the worker to halt its JVM at once (the kill-worker fault); the heartbeat then reports it lost. */
    public void crash() {
        client.post(WorkerRoutes.CRASH, null, Empty.class, SHORT_CALL);
    }

    @Override
    public void closeClients() {
        client.post(WorkerRoutes.CLOSE_CLIENTS, null, Empty.class, CLIENT_CALL);
    }

    @Override
    public void deleteTopics(List<String> topics) {
        client.post(WorkerRoutes.DELETE_TOPICS, new Messages.Topics(topics, 0), Empty.class, CLIENT_CALL);
    }

    /** Ends the session: the worker closes its clients and driver and is free for the next coordinator. */
    @Override
    public void close() {
        heartbeat.close();
        if (heartbeat.lost() == null) {
            client.post(WorkerRoutes.RELEASE, null, Empty.class, CLIENT_CALL);
        }
    }
}

package io.msgbench.remote;

import io.msgbench.measure.HostClock;
import io.msgbench.remote.Messages.Empty;
import io.msgbench.result.ClockOffset;
import io.msgbench.result.ClockSource;
import io.msgbench.worker.Command;
import io.msgbench.worker.Worker;
import io.msgbench.worker.WorkerLostException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * A worker JVM behind HTTP ({@code bin/benchmark-worker}), used exactly like the in-process worker: each
 * {@link Command} is posted to the worker's one command route. On connect it claims the worker for this
 * coordinator's session, estimates the worker's clock offset and starts the heartbeat; the load's common start
 * time is shifted into the worker's clock.
 * <pre>{@code
 * try (RemoteWorker worker = RemoteWorker.connect(URI.create("http://10.0.0.11:8090"), token, lost -> control.cancel(lost.getMessage()))) {
 *     new BenchmarkRun(workload, driver, worker, options, listener, control, FaultTargets.NONE, ResultContext.LOCAL)
 *             .execute();
 * }
 * }</pre>
 */
public final class RemoteWorker implements Worker {
    private static final Duration SHORT_CALL = Duration.ofSeconds(30);
    /** Creating clients and topics may take the worker's own 60 s bound per step. */
    private static final Duration CLIENT_CALL = Duration.ofMinutes(3);

    private static final int CLOCK_SAMPLES = 15;

    private final WorkerClient client;
    private final Heartbeat heartbeat;
    private final ClockOffset clockAtConnect;
    private volatile ClockSource clockSource;

    private RemoteWorker(WorkerClient client, Consumer<WorkerLostException> onLost) {
        this.client = client;
        this.heartbeat = new Heartbeat(client, onLost);
        client.firstPost(WorkerRoutes.HEARTBEAT, null, Messages.Heartbeat.class, SHORT_CALL);
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

    /** Which clock the worker reads, as it last said (null from a worker that cannot tell). */
    public ClockSource clockSource() {
        return clockSource;
    }

    /** Estimates the worker's clock minus this host's from several exchanges, keeping the fastest. */
    public ClockOffset measureClock() {
        List<ClockOffset.Sample> samples = new ArrayList<>();
        for (int i = 0; i < CLOCK_SAMPLES; i++) {
            long sent = HostClock.epochNanos();
            Messages.Clock remote = client.post(WorkerRoutes.CLOCK, null, Messages.Clock.class, SHORT_CALL);
            samples.add(new ClockOffset.Sample(sent, remote.epochNanos(), HostClock.epochNanos()));
            clockSource = remote.source();
        }
        return ClockOffset.estimate(samples);
    }

    /**
     * Sends {@code command} to the worker's command route and reads its answer; any wall-clock time in it (the
     * load's common start) moves into the worker's clock first, so every host starts the shared send grid together.
     */
    @Override
    public <A> A execute(Command<A> command) {
        Command<A> sent = command.inWorkerClock(clockAtConnect.offsetNanos());
        return client.post(
                WorkerRoutes.pathOf(sent),
                sent,
                command.answerType(),
                command.waitsOnBroker() ? CLIENT_CALL : SHORT_CALL);
    }

    /** Tells the worker to halt its JVM at once (the kill-worker fault); the heartbeat then reports it lost. */
    public void crash() {
        client.post(WorkerRoutes.CRASH, null, Empty.class, SHORT_CALL);
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

package io.msgbench.remote;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.measure.HostClock;
import io.msgbench.remote.Messages.Clock;
import io.msgbench.remote.Messages.Consumers;
import io.msgbench.remote.Messages.DriverSpecMessage;
import io.msgbench.remote.Messages.Empty;
import io.msgbench.remote.Messages.Partitions;
import io.msgbench.remote.Messages.ProbePairs;
import io.msgbench.remote.Messages.Producers;
import io.msgbench.remote.Messages.Snapshot;
import io.msgbench.remote.Messages.Topic;
import io.msgbench.remote.Messages.Topics;
import io.msgbench.worker.LoadSpec;
import io.msgbench.worker.LocalWorker;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The worker protocol: one POST path per {@link io.msgbench.worker.Worker} call, JSON in and out. Each
 * route reads its body strictly (unknown or missing fields are a 400) and calls the hosted worker.
 */
final class WorkerRoutes {
    static final String CLOCK = "/v1/clock";
    static final String HEARTBEAT = "/v1/heartbeat";
    static final String RELEASE = "/v1/release";
    static final String START_DRIVER = "/v1/driver/start";
    static final String CREATE_TOPICS = "/v1/topics/create";
    static final String PARTITIONS = "/v1/topics/partitions";
    static final String DELETE_TOPICS = "/v1/topics/delete";
    static final String CREATE_PRODUCERS = "/v1/producers/create";
    static final String CREATE_CONSUMERS = "/v1/consumers/create";
    static final String SEND_PROBES = "/v1/probes/send";
    static final String PROBE_PAIRS = "/v1/probes/pairs";
    static final String START_LOAD = "/v1/load/start";
    static final String STOP_LOAD = "/v1/load/stop";
    static final String PAUSE_CONSUMERS = "/v1/consumers/pause";
    static final String RESUME_CONSUMERS = "/v1/consumers/resume";
    static final String SNAPSHOT = "/v1/snapshot";
    static final String DELIVERY = "/v1/delivery";
    static final String CLOSE_CLIENTS = "/v1/clients/close";
    /** The kill-worker fault: the worker halts its JVM right after answering, as in a crash. */
    static final String CRASH = "/v1/crash";
    private static final long CRASH_DELAY_MS = 200;

    /** A route: the request's session and body in, the response body out. */
    interface Route {
        Object handle(String session, JsonNode body) throws IOException;
    }

    private final WorkerHost host;
    private final Runnable crash;
    private final Map<String, Route> routes = new LinkedHashMap<>();

    WorkerRoutes(WorkerHost host) {
        this(host, () -> Runtime.getRuntime().halt(137));
    }

    /** @param crash what {@link #CRASH} does (halting the JVM; a test passes something milder) */
    WorkerRoutes(WorkerHost host, Runnable crash) {
        this.host = host;
        this.crash = crash;
        routes.put(CLOCK, (session, body) -> new Clock(HostClock.epochNanos()));
        routes.put(HEARTBEAT, (session, body) -> new Messages.Heartbeat(host.state(), HostClock.epochNanos()));
        routes.put(CRASH, (session, body) -> {
            haltSoon(crash); // the server admitted only the session holder
            return new Empty();
        });
        routes.put(RELEASE, (session, body) -> {
            host.release(session);
            return new Empty();
        });
        add(START_DRIVER, DriverSpecMessage.class, (w, m) -> w.startDriver(m.toSpec()));
        add(CREATE_TOPICS, Topics.class, (w, m) -> run(() -> w.createTopics(m.topics(), m.partitions())));
        add(PARTITIONS, Topic.class, (w, m) -> new Partitions(w.partitionCount(m.topic()).orElse(null)));
        add(DELETE_TOPICS, Topics.class, (w, m) -> run(() -> w.deleteTopics(m.topics())));
        add(CREATE_PRODUCERS, Producers.class, (w, m) -> run(() -> w.createProducers(m.producers())));
        add(CREATE_CONSUMERS, Consumers.class, (w, m) -> run(() -> w.createConsumers(m.consumers())));
        add(SEND_PROBES, w -> run(w::sendProbes));
        add(PROBE_PAIRS, w -> new ProbePairs(w.probePairs()));
        add(START_LOAD, LoadSpec.class, (w, m) -> run(() -> w.startLoad(m)));
        add(STOP_LOAD, w -> run(w::stopLoad));
        add(PAUSE_CONSUMERS, w -> run(w::pauseConsumers));
        add(RESUME_CONSUMERS, w -> run(w::resumeConsumers));
        add(SNAPSHOT, w -> Snapshot.of(w.snapshot()));
        add(DELIVERY, LocalWorker::deliveryState);
        add(CLOSE_CLIENTS, w -> run(w::closeClients));
    }

    /** Later, on its own thread, so that the answer still goes out. */
    private static void haltSoon(Runnable crash) {
        Thread halter = new Thread(() -> {
            try {
                Thread.sleep(CRASH_DELAY_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            crash.run();
        }, "msgbench-crash");
        halter.setDaemon(true);
        halter.start();
    }

    Optional<Route> find(String path) {
        return Optional.ofNullable(routes.get(path));
    }

    /** Paths a caller may use without holding the session: reading the clock only. */
    static boolean needsSession(String path) {
        return !CLOCK.equals(path);
    }

    WorkerHost host() {
        return host;
    }

    private <M> void add(String path, Class<M> type, BiFunction<LocalWorker, M, Object> call) {
        routes.put(path, (session, body) -> {
            if (body == null || !body.isObject()) {
                throw new BadRequestException("expected a JSON object as the body of " + path);
            }
            M message = RemoteJson.MAPPER.treeToValue(body, type);
            return host.call(worker -> call.apply(worker, message));
        });
    }

    private void add(String path, Function<LocalWorker, Object> call) {
        routes.put(path, (session, body) -> host.call(call));
    }

    private static Object run(Runnable call) {
        call.run();
        return new Empty();
    }
}

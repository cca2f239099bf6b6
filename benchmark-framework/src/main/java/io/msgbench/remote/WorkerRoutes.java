package io.msgbench.remote;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.measure.HostClock;
import io.msgbench.remote.Messages.Clock;
import io.msgbench.remote.Messages.Empty;
import io.msgbench.worker.Command;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The worker protocol, JSON in and out. Every {@link Command} goes to one route, {@code POST /v1/command/<Type>}
 * ({@code <Type>} the record's simple name, the body the record): its body is read strictly (unknown or missing
 * fields are a 400) into the record, which the hosted worker executes; the answer is the command's answer. Beside
 * it, the worker's own endpoints: clock, heartbeat (the lease), release, and the crash of the kill-worker fault.
 */
final class WorkerRoutes {
    static final String CLOCK = "/v1/clock";
    static final String HEARTBEAT = "/v1/heartbeat";
    static final String RELEASE = "/v1/release";
    /** The kill-worker fault: the worker halts its JVM right after answering, as in a crash. */
    static final String CRASH = "/v1/crash";
    /** Followed by a command's type name. */
    static final String COMMAND = "/v1/command/";

    private static final long CRASH_DELAY_MS = 200;

    /** A route: the request's session and body in, the response body out. */
    interface Route {
        Object handle(String session, JsonNode body) throws IOException;
    }

    private static final Map<String, Class<?>> COMMANDS = commandsByName();

    private final WorkerHost host;
    private final Map<String, Route> endpoints = new LinkedHashMap<>();

    WorkerRoutes(WorkerHost host) {
        this(host, () -> Runtime.getRuntime().halt(137));
    }

    /** @param crash what {@link #CRASH} does (halting the JVM; a test passes something milder) */
    WorkerRoutes(WorkerHost host, Runnable crash) {
        this.host = host;
        endpoints.put(CLOCK, (session, body) -> new Clock(HostClock.epochNanos(), HostClock.source()));
        endpoints.put(HEARTBEAT, (session, body) -> new Messages.Heartbeat(host.state(), HostClock.epochNanos()));
        endpoints.put(CRASH, (session, body) -> {
            haltSoon(crash); // the server admitted only the session holder
            return new Empty();
        });
        endpoints.put(RELEASE, (session, body) -> {
            host.release(session);
            return new Empty();
        });
    }

    /** The path a command is sent to. */
    static String pathOf(Command<?> command) {
        return COMMAND + command.getClass().getSimpleName();
    }

    /** Every path of the protocol: the worker's endpoints, then one per command type. */
    static List<String> paths() {
        List<String> paths = new ArrayList<>(List.of(CLOCK, HEARTBEAT, RELEASE, CRASH));
        COMMANDS.keySet().forEach(name -> paths.add(COMMAND + name));
        return paths;
    }

    private static Map<String, Class<?>> commandsByName() {
        Map<String, Class<?>> byName = new LinkedHashMap<>();
        Command.types().forEach(type -> byName.put(type.getSimpleName(), type));
        return byName;
    }

    /** Later, on its own thread, so that the answer still goes out. */
    private static void haltSoon(Runnable crash) {
        Thread halter = new Thread(
                () -> {
                    try {
                        Thread.sleep(CRASH_DELAY_MS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    crash.run();
                },
                "msgbench-crash");
        halter.setDaemon(true);
        halter.start();
    }

    Optional<Route> find(String path) {
        if (path.startsWith(COMMAND)) {
            return Optional.ofNullable(COMMANDS.get(path.substring(COMMAND.length())))
                    .map(this::commandRoute);
        }
        return Optional.ofNullable(endpoints.get(path));
    }

    /** Paths a caller may use without holding the session: reading the clock only. */
    static boolean needsSession(String path) {
        return !CLOCK.equals(path);
    }

    WorkerHost host() {
        return host;
    }

    /** The one dispatcher of every command: the body read into the command's record, then executed. */
    private Route commandRoute(Class<?> type) {
        return (session, body) -> {
            if (body == null || !body.isObject()) {
                throw new BadRequestException(
                        "expected a JSON object as the body of " + COMMAND + type.getSimpleName());
            }
            Command<?> command = (Command<?>) RemoteJson.MAPPER.treeToValue(body, type);
            return host.call(worker -> worker.execute(command));
        };
    }
}

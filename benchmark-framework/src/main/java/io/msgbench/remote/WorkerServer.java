package io.msgbench.remote;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.config.ConfigException;
import io.msgbench.remote.Messages.Failure;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Optional;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The worker's HTTP API on Jetty. Every request must carry the shared token (when one is configured):
 * without it the answer is 401, decided before the path is even looked at. Then: 404 unknown path, 405
 * not POST, 400 malformed body or missing session header, 409 another coordinator holds the worker, 422
 * a driver configuration problem, 500 the call failed; always a JSON body {@code {"error": "..."}}.
 * The token is compared in constant time and never logged. The one exception to the token is
 * {@code GET /metrics}, the read-only Prometheus page, which scrapers fetch without one. Every answer
 * carries the {@link WorkerIdentity} header, by which a coordinator tells a worker of its own build from any other server.
 */
public final class WorkerServer implements AutoCloseable {
    private static final long MAX_BODY_BYTES = 512L * 1024 * 1024;
    /** The same on every answer: built once. */
    private static final String IDENTITY = WorkerIdentity.CURRENT.header();

    private final Server server;
    private final ServerConnector connector;

    private WorkerServer(Server server, ServerConnector connector) {
        this.server = server;
        this.connector = connector;
    }

    /** Starts serving {@code routes} on {@code bind:port} (port 0: any free port). */
    static WorkerServer start(String bind, int port, Optional<String> token, WorkerRoutes routes) throws Exception {
        QueuedThreadPool threads = new QueuedThreadPool(32, 4);
        threads.setName("msgbench-http");
        threads.setDaemon(true);
        Server server = new Server(threads);
        server.setHandler(new ApiHandler(
                token.map(t -> t.getBytes(StandardCharsets.UTF_8)).orElse(null), routes));
        return new WorkerServer(server, Listening.start(server, bind, port, ListenFailedException.Listener.API));
    }

    public int port() {
        return connector.getLocalPort();
    }

    @Override
    public void close() throws Exception {
        server.stop();
    }

    private static final class ApiHandler extends Handler.Abstract {
        private final byte[] token;
        private final WorkerRoutes routes;

        ApiHandler(byte[] token, WorkerRoutes routes) {
            this.token = token;
            this.routes = routes;
        }

        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            response.getHeaders().put(WorkerIdentity.HEADER, IDENTITY);
            if (MetricsServer.isScrape(request)) {
                return MetricsServer.answer(routes.host(), response, callback);
            }
            Reply reply;
            try {
                reply = answer(request);
            } catch (RuntimeException e) {
                reply = Reply.error(500, describe(e));
            }
            response.setStatus(reply.status);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
            if (!reply.bodyRead) {
                // the request's body was left unread: the connection cannot carry another request
                response.getHeaders().put(HttpHeader.CONNECTION, "close");
            }
            Content.Sink.write(response, true, reply.body, callback);
            return true;
        }

        private Reply answer(Request request) {
            if (!authorized(request.getHeaders().get(RemoteJson.AUTHORIZATION))) {
                return Reply.error(
                        401,
                        "missing or wrong token: send header '" + RemoteJson.AUTHORIZATION + ": " + RemoteJson.BEARER
                                + "<token>' with the token of the worker's --token-file");
            }
            String path = Request.getPathInContext(request);
            Optional<WorkerRoutes.Route> route = routes.find(path);
            if (route.isEmpty()) {
                return Reply.error(404, "no such path: " + path);
            }
            if (!"POST".equals(request.getMethod())) {
                return Reply.error(405, path + " takes POST, got " + request.getMethod());
            }
            if (request.getLength() > MAX_BODY_BYTES) {
                return Reply.error(413, "request body over " + MAX_BODY_BYTES + " bytes");
            }
            String session = request.getHeaders().get(RemoteJson.SESSION);
            if (WorkerRoutes.needsSession(path) && (session == null || session.isBlank())) {
                return Reply.error(400, "missing header " + RemoteJson.SESSION);
            }
            return call(route.get(), path, session, request);
        }

        private Reply call(WorkerRoutes.Route route, String path, String session, Request request) {
            try {
                JsonNode body = readBody(request);
                if (WorkerRoutes.needsSession(path)) {
                    routes.host().admit(session);
                }
                return new Reply(200, RemoteJson.MAPPER.writeValueAsString(route.handle(session, body)), true);
            } catch (JsonProcessingException | BadRequestException e) {
                return Reply.error(400, "malformed request to " + path + ": " + firstLine(e.getMessage()))
                        .afterBody();
            } catch (WorkerHost.BusyException e) {
                return Reply.error(409, e.getMessage()).afterBody();
            } catch (ConfigException e) {
                return new Reply(422, json(new Failure(String.join("; ", e.problems()), e.problems())), true);
            } catch (Exception e) {
                return Reply.error(500, path + " failed: " + describe(e)).afterBody();
            }
        }

        private static JsonNode readBody(Request request) throws Exception {
            String text = Content.Source.asString(request, StandardCharsets.UTF_8);
            return text.isBlank() ? null : RemoteJson.MAPPER.readTree(text);
        }

        private boolean authorized(String header) {
            if (token == null) {
                return true;
            }
            if (header == null || !header.startsWith(RemoteJson.BEARER)) {
                return false;
            }
            byte[] given = header.substring(RemoteJson.BEARER.length()).getBytes(StandardCharsets.UTF_8);
            return MessageDigest.isEqual(given, token);
        }
    }

    /** An answer; {@code bodyRead} false when it was decided before the request's body was read. */
    private record Reply(int status, String body, boolean bodyRead) {
        static Reply error(int status, String message) {
            return new Reply(status, json(new Failure(message, List.of())), false);
        }

        Reply afterBody() {
            return new Reply(status, body, true);
        }
    }

    private static String json(Object value) {
        try {
            return RemoteJson.MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            return "{\"error\":\"cannot write the answer\"}";
        }
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "unreadable body";
        }
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }

    static String describe(Throwable e) {
        Throwable cause =
                e.getCause() != null && e instanceof java.util.concurrent.CompletionException ? e.getCause() : e;
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }
}

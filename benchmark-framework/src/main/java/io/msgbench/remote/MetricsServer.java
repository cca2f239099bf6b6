package io.msgbench.remote;

import io.msgbench.measure.CounterSnapshot;
import java.util.Locale;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;

/**
 * The worker's live figures for Prometheus ({@code GET /metrics}, text exposition format): running totals
 * of messages and bytes, whether load is running and whether a coordinator holds the worker. Read-only
 * and token-free, as Prometheus scrapes it. Served on the API port; on a port of its own only when asked
 * ({@code --metrics-port}).
 */
final class MetricsServer implements AutoCloseable {
    static final String PATH = "/metrics";
    private static final String TEXT = "text/plain; version=0.0.4; charset=utf-8";

    private final Server server;
    private final ServerConnector connector;

    private MetricsServer(Server server, ServerConnector connector) {
        this.server = server;
        this.connector = connector;
    }

    static MetricsServer start(String bind, int port, WorkerHost host) throws Exception {
        Server server = new Server();
        server.setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                if (isScrape(request)) {
                    return answer(host, response, callback);
                }
                response.setStatus(404);
                response.getHeaders().put(HttpHeader.CONTENT_TYPE, TEXT);
                Content.Sink.write(response, true, "see /metrics\n", callback);
                return true;
            }
        });
        return new MetricsServer(server, Listening.start(server, bind, port, ListenFailedException.Listener.METRICS));
    }

    /** A Prometheus scrape: {@code GET /metrics}. */
    static boolean isScrape(Request request) {
        return "GET".equals(request.getMethod()) && PATH.equals(Request.getPathInContext(request));
    }

    /** Answers a scrape with the figures of {@code host}. */
    static boolean answer(WorkerHost host, Response response, Callback callback) {
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, TEXT);
        Content.Sink.write(response, true, exposition(host), callback);
        return true;
    }

    int port() {
        return connector.getLocalPort();
    }

    static String exposition(WorkerHost host) {
        CounterSnapshot totals = host.totals();
        StringBuilder text = new StringBuilder();
        counter(text, "msgbench_worker_messages_sent_total", "Messages handed to the driver", totals.sent());
        counter(text, "msgbench_worker_bytes_sent_total", "Bytes handed to the driver", totals.sentBytes());
        counter(text, "msgbench_worker_messages_acked_total", "Messages the broker acknowledged", totals.acked());
        counter(text, "msgbench_worker_messages_failed_total", "Sends that failed", totals.failed());
        counter(text, "msgbench_worker_messages_received_total", "Messages consumed", totals.received());
        counter(text, "msgbench_worker_bytes_received_total", "Bytes consumed", totals.receivedBytes());
        gauge(text, "msgbench_worker_load_running", "1 while producers send", "running".equals(host.state()) ? 1 : 0);
        gauge(text, "msgbench_worker_coordinator_connected", "1 while a coordinator holds the lease",
                host.hasSession() ? 1 : 0);
        return text.toString();
    }

    private static void counter(StringBuilder text, String name, String help, long value) {
        metric(text, name, help, "counter", value);
    }

    private static void gauge(StringBuilder text, String name, String help, long value) {
        metric(text, name, help, "gauge", value);
    }

    private static void metric(StringBuilder text, String name, String help, String type, long value) {
        text.append(String.format(Locale.ROOT, "# HELP %s %s%n# TYPE %s %s%n%s %d%n", name, help, name, type, name, value));
    }

    @Override
    public void close() throws Exception {
        server.stop();
    }
}

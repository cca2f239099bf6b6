package io.msgbench.remote;

import io.msgbench.result.CounterSnapshot;
import io.msgbench.result.Metric;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
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
 * of messages and bytes, each latency of the current load as a summary (the studies' quantiles, in seconds),
 * whether load is running and whether a coordinator holds the worker. Read-only
 * and token-free, as Prometheus scrapes it. Served on the API port; on a port of its own only when asked
 * ({@code --metrics-port}).
 */
final class MetricsServer implements AutoCloseable {
    static final String PATH = "/metrics";
    private static final String TEXT = "text/plain; version=0.0.4; charset=utf-8";
    /** The studies' table columns: 50th to 99.99th percentile and the maximum. */
    private static final double[] QUANTILES = {0.5, 0.75, 0.95, 0.99, 0.999, 0.9999, 1.0};

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
        latencies(text, host.latencies());
        gauge(text, "msgbench_worker_load_running", "1 while producers send", "running".equals(host.state()) ? 1 : 0);
        gauge(
                text,
                "msgbench_worker_coordinator_connected",
                "1 while a coordinator holds the lease",
                host.hasSession() ? 1 : 0);
        return text.toString();
    }

    /** One summary family, a {@code metric} label per latency (its tag), over the load so far. */
    static void latencies(StringBuilder text, Map<Metric, Histogram> latencies) {
        String name = "msgbench_worker_latency_seconds";
        text.append("# HELP ").append(name).append(" Latencies of the current load so far, by metric\n");
        text.append("# TYPE ").append(name).append(" summary\n");
        latencies.forEach((metric, histogram) -> {
            String label = "metric=\"" + metric.tag() + "\"";
            for (double quantile : QUANTILES) {
                double micros =
                        quantile == 1.0 ? histogram.getMaxValue() : histogram.getValueAtPercentile(quantile * 100);
                text.append(String.format(
                        Locale.ROOT,
                        "%s{%s,quantile=\"%s\"} %s%n",
                        name,
                        label,
                        BigDecimal.valueOf(quantile).stripTrailingZeros().toPlainString(),
                        seconds(micros)));
            }
            double sumMicros = histogram.getMean() * histogram.getTotalCount();
            text.append(String.format(Locale.ROOT, "%s_sum{%s} %s%n", name, label, seconds(sumMicros)));
            text.append(String.format(Locale.ROOT, "%s_count{%s} %d%n", name, label, histogram.getTotalCount()));
        });
    }

    private static String seconds(double micros) {
        return String.format(Locale.ROOT, "%.6f", micros / 1e6);
    }

    private static void counter(StringBuilder text, String name, String help, long value) {
        metric(text, name, help, "counter", value);
    }

    private static void gauge(StringBuilder text, String name, String help, long value) {
        metric(text, name, help, "gauge", value);
    }

    private static void metric(StringBuilder text, String name, String help, String type, long value) {
        text.append(
                String.format(Locale.ROOT, "# HELP %s %s%n# TYPE %s %s%n%s %d%n", name, help, name, type, name, value));
    }

    @Override
    public void close() throws Exception {
        server.stop();
    }
}

package io.msgbench.scrape;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.msgbench.embedded.launcher.Loopback;
import io.msgbench.result.BrokerFigures;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The scraper's own bookkeeping over endpoints that answer and one that does not (a broker gone, then back).
 * That the names it reads are those a real broker serves is PulsarCliTest's, against the standalone's /metrics.
 */
class ScrapedBrokersTest {
    private HttpServer live;
    private HttpServer late;

    @AfterEach
    void stop() {
        if (live != null) {
            live.stop(0);
        }
        if (late != null) {
            late.stop(0);
        }
    }

    /** Serves a JVM whose CPU counter grows by a second and its young collections by 2 (20 ms) per scrape of it. */
    private static HttpServer serve(int port) throws Exception {
        AtomicInteger scrapes = new AtomicInteger();
        HttpServer server = HttpServer.create(new InetSocketAddress(Loopback.ADDRESS, port), 0);
        server.createContext("/metrics", exchange -> {
            int n = scrapes.incrementAndGet();
            byte[] body = """
                    process_cpu_seconds_total %d.0
                    jvm_gc_collection_seconds_count{gc="G1 Young Generation",} %d.0
                    jvm_gc_collection_seconds_sum{gc="G1 Young Generation",} %s
                    """.formatted(n, 2 * n, 0.01 * n).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        return server;
    }

    private static int freePort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Test
    void anEndpointThatDoesNotAnswerIsNamedLeftOutAndCountedAgainOnceItAnswers() throws Exception {
        live = serve(0);
        int latePort = freePort();
        URI liveUri = URI.create("http://127.0.0.1:" + live.getAddress().getPort() + "/metrics");
        URI lateUri = URI.create("http://127.0.0.1:" + latePort + "/metrics");
        ScrapedBrokers brokers = new ScrapedBrokers(List.of(liveUri, lateUri));

        assertThat(brokers.problems())
                .singleElement()
                .asString()
                .isEqualTo(
                        "brokerMetrics: " + lateUri
                                + " did not answer: could not connect (refused, or no route to it); its broker's figures are left out");
        assertThat(brokers.sample())
                .as("the first sample only starts the count")
                .isNull();
        BrokerFigures second = brokers.sample();
        assertThat(second.gcPauses())
                .as("the live endpoint's two pauses, nothing from the other")
                .isEqualTo(2);
        assertThat(second.brokersLeftOut()).as("the sum says it lacks a broker").isEqualTo(1);
        assertThat(second.gcPauseMaxMillis()).isEqualTo(-1);
        assertThat(second.heapAfterGcMiB()).isEqualTo(-1);

        late = serve(latePort);
        BrokerFigures both = null;
        for (int i = 0; i < 200 && (both == null || both.gcPauses() < 4); i++) {
            Thread.sleep(50); // the late endpoint is asked at each sample without being waited for
            both = brokers.sample();
        }
        assertThat(both.gcPauses())
                .as("both endpoints' pauses once the late one answers")
                .isEqualTo(4);
        assertThat(both.whole()).isTrue();
    }

    /** A busy broker's large page (Pravega's segment stores' took 2.7 s at load 30) is slow, not missing. */
    @Test
    void theCheckBeforeTheRunWaitsLongerThanASampleForAnEndpointThatConnected() throws Exception {
        live = HttpServer.create(new InetSocketAddress(Loopback.ADDRESS, 0), 0);
        live.createContext("/metrics", exchange -> {
            try {
                Thread.sleep(ScrapedBrokers.TIMEOUT.toMillis() + 1_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            byte[] body = "process_cpu_seconds_total 1.0\n".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        live.start();

        ScrapedBrokers brokers = new ScrapedBrokers(
                List.of(URI.create("http://127.0.0.1:" + live.getAddress().getPort() + "/metrics")));

        assertThat(brokers.problems()).isEmpty();
    }

    @Test
    void anEndpointThatIsNotAJvmsOrAnswersAnErrorIsNamedWithWhy() throws Exception {
        live = HttpServer.create(new InetSocketAddress(Loopback.ADDRESS, 0), 0);
        live.createContext("/metrics", exchange -> {
            byte[] body = "node_cpu_seconds_total{cpu=\"0\",mode=\"idle\"} 12.0\n".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        live.start();
        String base = "http://127.0.0.1:" + live.getAddress().getPort();
        ScrapedBrokers brokers =
                new ScrapedBrokers(List.of(URI.create(base + "/metrics"), URI.create(base + "/nothing")));

        assertThat(brokers.problems())
                .containsExactly(
                        "brokerMetrics: " + base
                                + "/metrics serves neither process_cpu_seconds_total nor process_cpu_usage (not a JVM's metrics?)"
                                + "; its broker's figures are left out",
                        "brokerMetrics: " + base + "/nothing answered HTTP 404; its broker's figures are left out");
    }
}

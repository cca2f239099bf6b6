package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.msgbench.cli.ExitCode;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Wrong addresses on both ends: a worker told to listen on a port that is taken, and a coordinator told
 * that something else is a worker (a plain HTTP server, a port that does not speak HTTP). Each is one
 * line naming the port or the address, and exit 2.
 */
class WorkerAddressTest {
    private static final Duration EXIT = Duration.ofSeconds(60);

    @TempDir
    Path dir;

    @Test
    void aWorkerOnAPortInUseSaysSoInOneLineAndExits2() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            assertOneLineAndExit2(
                    List.of("--port", String.valueOf(port)), "error: port " + port + " (--port) is already in use");
            assertOneLineAndExit2(
                    List.of("--port", "0", "--metrics-port", String.valueOf(port)),
                    "error: port " + port + " (--metrics-port) is already in use");
        }
    }

    @Test
    void anAddressOrPortAWorkerCannotHaveIsOneLineNamingTheOption() throws Exception {
        assertOneLineAndExit2(List.of("--port", "70000"), "error: --port: expected a port from 0 to 65535, got 70000");
        // OMB's names for the same options
        assertOneLineAndExit2(List.of("-p", "70000"), "error: --port: expected a port from 0 to 65535, got 70000");
        assertOneLineAndExit2(
                List.of("-p", "0", "-sp", "70001"),
                "error: --metrics-port: expected a port from 0 to 65535, got 70001");
        assertOneLineAndExit2(
                List.of("--port", "0", "--bind", "no-such-host.invalid"),
                "error: cannot listen on no-such-host.invalid:0 (--bind, --port): unknown host no-such-host.invalid");
    }

    private static void assertOneLineAndExit2(List<String> args, String line) throws Exception {
        WorkerProcess worker = WorkerProcess.launch(args.toArray(String[]::new));
        try {
            assertThat(worker.awaitExit(EXIT)).as(worker.output()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(worker.lines()).containsExactly(line);
        } finally {
            worker.close();
        }
    }

    @Test
    void aCoordinatorPointedAtAPlainHttpServerSaysItIsNotAWorker() throws Exception {
        HttpServer web = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        web.createContext("/", exchange -> {
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
        });
        web.start();
        try {
            String url = "http://127.0.0.1:" + web.getAddress().getPort();

            Cli.Outcome outcome = runOn(url);

            assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(outcome.err().lines())
                    .containsExactly(
                            "error: " + url + " is not a msgbench worker: it answered HTTP 404 to POST /v1/heartbeat");
        } finally {
            web.stop(0);
        }
    }

    /**
     * A worker from another build (here: one from before workers named their protocol, which sent {@code v1}) is
     * refused on its first answer, in one line naming both builds, instead of failing later on a message one of
     * them cannot read.
     */
    @Test
    void aCoordinatorPointedAtAWorkerOfAnotherBuildSaysSo() throws Exception {
        HttpServer oldWorker = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        oldWorker.createContext("/", exchange -> {
            byte[] heartbeat = "{\"state\":\"idle\",\"epochNanos\":1}".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("X-Msgbench-Worker", "v1");
            exchange.sendResponseHeaders(200, heartbeat.length);
            exchange.getResponseBody().write(heartbeat);
            exchange.close();
        });
        oldWorker.start();
        try {
            String url = "http://127.0.0.1:" + oldWorker.getAddress().getPort();

            Cli.Outcome outcome = runOn(url);

            assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(outcome.err().lines())
                    .hasSize(1)
                    .first(org.assertj.core.api.InstanceOfAssertFactories.STRING)
                    .startsWith(
                            "error: " + url + " runs a msgbench worker of another build (msgbench unknown, protocol v1)"
                                    + " than this coordinator (msgbench ")
                    .endsWith("): start every worker from the coordinator's build");
        } finally {
            oldWorker.stop(0);
        }
    }

    /** A worker not started (nothing on its port) is bad input, said before the embedded broker would start. */
    @Test
    void aCoordinatorPointedAtAPortNobodyListensOnSaysSoBeforeStartingABroker() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        String url = "http://127.0.0.1:" + port;
        Path workload =
                Files.writeString(dir.resolve("unreached.yaml"), "topics: 1\nmessageSize: 100\nproducerRate: 100\n");

        Cli.Outcome outcome = Cli.run(
                "--workers",
                url,
                "--drivers",
                KafkaBroker.home().resolve("driver-kafka/kafka-embedded.yaml").toString(),
                workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().lines())
                .hasSize(1)
                .first(org.assertj.core.api.InstanceOfAssertFactories.STRING)
                .startsWith("error: cannot reach worker " + url)
                .endsWith("(is bin/benchmark-worker running there, on that port?)");
        assertThat(outcome.out()).doesNotContain("Starting an embedded");
    }

    @Test
    void aCoordinatorPointedAtAPortThatDoesNotSpeakHttpSaysItIsNotAWorker() throws Exception {
        try (ServerSocket banner = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            Thread server = new Thread(() -> greetLikeSsh(banner), "ssh-like-server");
            server.setDaemon(true);
            server.start();
            String url = "http://127.0.0.1:" + banner.getLocalPort();

            Cli.Outcome outcome = runOn(url);

            assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(outcome.err().lines())
                    .hasSize(1)
                    .first(org.assertj.core.api.InstanceOfAssertFactories.STRING)
                    .startsWith("error: " + url + " is not a msgbench worker: no HTTP answer to POST /v1/heartbeat (");
        }
    }

    /** Answers every connection with an SSH banner, as a port of another protocol would. */
    private static void greetLikeSsh(ServerSocket banner) {
        while (!banner.isClosed()) {
            try (Socket connection = banner.accept();
                    OutputStream out = connection.getOutputStream()) {
                out.write("SSH-2.0-OpenSSH_9.6\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
            } catch (IOException closed) {
                return;
            }
        }
    }

    private Cli.Outcome runOn(String url) throws IOException {
        Path workload = Files.writeString(dir.resolve("short.yaml"), """
                topics: 1
                partitionsPerTopic: 1
                messageSize: 100
                producerRate: 100
                warmup: 1s
                testDuration: 2s
                """);
        Path driver = KafkaBroker.home().resolve("driver-loopback/loopback.yaml");
        return Cli.run(
                "--workers",
                url,
                "--drivers",
                driver.toString(),
                "--output",
                dir.resolve("result.json").toString(),
                workload.toString());
    }
}

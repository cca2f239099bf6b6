package io.msgbench.remote;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.worker.Command;
import io.msgbench.worker.LocalWorker;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Hostile bodies on every route of the worker API, authenticated: random bytes, truncated and deeply nested
 * JSON, wrong types, a 20 MB body, on the clock and heartbeat and on the command route with every command type.
 * Each gets 400 with a JSON reason, and the worker keeps answering. The random inputs come from a fixed seed, so
 * a failure replays.
 */
class WorkerApiFuzzTest {
    private static final String TOKEN = "fuzz-0123456789abcdef0123456789abcdef";
    private static final String SESSION = "fuzzer";
    private static final long SEED = 20261122L;

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private WorkerService service;

    @BeforeEach
    void start() throws Exception {
        service = WorkerService.start(
                new WorkerService.Options("127.0.0.1", 0, Optional.of(TOKEN), null),
                () -> new LocalWorker(spec -> {
                    throw new IllegalStateException("no driver in this test");
                }),
                new PrintStream(new ByteArrayOutputStream(), true),
                Duration.ofSeconds(60));
    }

    @AfterEach
    void stop() throws Exception {
        service.close();
    }

    @Test
    void everyRouteAnswersHostileBodiesWith400AndTheWorkerKeepsRunning() throws Exception {
        List<String> unparseable = unparseableBodies(new Random(SEED));
        List<String> wrongShapes = List.of(
                "null",
                "[]",
                "[{\"topics\": []}]",
                "42",
                "\"text\"",
                "true",
                "{\"topics\": 5, \"partitions\": \"many\"}",
                "{\"topic\": {\"nested\": []}}",
                "{\"producers\": [{\"id\": \"x\"}]}",
                "{\"consumers\": \"all\"}",
                "{\"totalRatePerSecond\": \"fast\", \"totalProducers\": -1}",
                "{\"totalRatePerSecond\": 1e999999, \"payloads\": [\"not base64 ~~\"]}",
                "{\"name\": [1], \"driverClass\": {}}",
                "{\"partitions\": 99999999999999999999999}");
        int requests = 0;
        for (String path : routes()) {
            List<String> bodies = new ArrayList<>(unparseable);
            // commands read their record strictly; clock and heartbeat ignore a well-formed body
            if (path.startsWith(WorkerRoutes.COMMAND)) {
                bodies.addAll(wrongShapes);
            }
            for (String body : bodies) {
                HttpResponse<String> response = post(path, body);
                assertThat(response.statusCode())
                        .as("%s with %s", path, abbreviate(body))
                        .isEqualTo(400);
                assertThat(response.body()).as(path).startsWith("{\"error\":");
                requests++;
            }
        }
        assertThat(requests).isGreaterThan(300);
        assertThat(post(WorkerRoutes.CLOCK, "").statusCode()).isEqualTo(200);
        assertThat(post(WorkerRoutes.HEARTBEAT, "").statusCode()).isEqualTo(200);
    }

    private static List<String> unparseableBodies(Random random) {
        List<String> bodies = new ArrayList<>(List.of(
                "{",
                "{\"topics\": [\"a\", ",
                "{\"a\":}",
                "}{",
                "\u0000\u0001",
                "{\"topics\": [\"a\"]} trailing",
                "[".repeat(5000) + "]".repeat(5000),
                "{\"a\":".repeat(3000) + "1" + "}".repeat(3000),
                "x".repeat(20 * 1024 * 1024)));
        for (int i = 0; i < 15; i++) {
            byte[] bytes = new byte[1 + random.nextInt(2000)];
            random.nextBytes(bytes);
            bytes[0] = '{'; // starts like JSON, then garbage
            bodies.add(new String(bytes, StandardCharsets.ISO_8859_1));
        }
        return bodies;
    }

    /** Every path but release and crash, which end the session or the JVM whatever the body. */
    private static List<String> routes() {
        List<String> paths = new ArrayList<>(WorkerRoutes.paths());
        paths.removeAll(List.of(WorkerRoutes.RELEASE, WorkerRoutes.CRASH));
        assertThat(paths.stream().filter(path -> path.startsWith(WorkerRoutes.COMMAND)))
                .as("one path per command")
                .hasSize(Command.types().size())
                .hasSizeGreaterThan(14);
        return paths;
    }

    private HttpResponse<String> post(String path, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.port() + path))
                .header("Authorization", "Bearer " + TOKEN)
                .header(RemoteJson.SESSION, SESSION)
                .timeout(Duration.ofSeconds(60))
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static String abbreviate(String body) {
        return body.length() <= 60 ? body : body.substring(0, 60) + "... (" + body.length() + " chars)";
    }
}

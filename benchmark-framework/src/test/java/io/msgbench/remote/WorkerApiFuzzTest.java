package io.msgbench.remote;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.worker.LocalWorker;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
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
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Hostile bodies on every route of the worker API, authenticated: random bytes, truncated and deeply nested
 * JSON, wrong types, a 20 MB body. Each gets 400 with a JSON reason, and the worker keeps answering.
 * The random inputs come from a fixed seed, so a failure replays.
 */
class WorkerApiFuzzTest {
    private static final String TOKEN = "fuzz-0123456789abcdef0123456789abcdef";
    private static final String SESSION = "fuzzer";
    private static final long SEED = 20261122L;
    /** Routes that read a typed message; the others ignore a well-formed body, so they only get unparseable ones. */
    private static final Set<String> TYPED = Set.of(WorkerRoutes.START_DRIVER, WorkerRoutes.CREATE_TOPICS,
            WorkerRoutes.PARTITIONS, WorkerRoutes.DELETE_TOPICS, WorkerRoutes.CREATE_PRODUCERS,
            WorkerRoutes.CREATE_CONSUMERS, WorkerRoutes.START_LOAD);

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private WorkerService service;

    @BeforeEach
    void start() throws Exception {
        service = WorkerService.start(new WorkerService.Options("127.0.0.1", 0, Optional.of(TOKEN), null),
                () -> new LocalWorker(spec -> {
                    throw new IllegalStateException("no driver in this test");
                }), new PrintStream(new ByteArrayOutputStream(), true), Duration.ofSeconds(60));
    }

    @AfterEach
    void stop() throws Exception {
        service.close();
    }

    @Test
    void everyRouteAnswersHostileBodiesWith400AndTheWorkerKeepsRunning() throws Exception {
        List<String> unparseable = unparseableBodies(new Random(SEED));
        List<String> wrongShapes = List.of("null", "[]", "[{\"topics\": []}]", "42", "\"text\"", "true",
                "{\"topics\": 5, \"partitions\": \"many\"}", "{\"topic\": {\"nested\": []}}",
                "{\"producers\": [{\"id\": \"x\"}]}", "{\"consumers\": \"all\"}",
                "{\"totalRatePerSecond\": \"fast\", \"totalProducers\": -1}",
                "{\"totalRatePerSecond\": 1e999999, \"payloads\": [\"not base64 ~~\"]}",
                "{\"name\": [1], \"driverClass\": {}}", "{\"partitions\": 99999999999999999999999}");
        int requests = 0;
        for (String path : routes()) {
            List<String> bodies = new ArrayList<>(unparseable);
            if (TYPED.contains(path)) {
                bodies.addAll(wrongShapes);
            }
            for (String body : bodies) {
                HttpResponse<String> response = post(path, body);
                assertThat(response.statusCode()).as("%s with %s", path, abbreviate(body)).isEqualTo(400);
                assertThat(response.body()).as(path).startsWith("{\"error\":");
                requests++;
            }
        }
        assertThat(requests).isGreaterThan(300);
        assertThat(post(WorkerRoutes.CLOCK, "").statusCode()).isEqualTo(200);
        assertThat(post(WorkerRoutes.HEARTBEAT, "").statusCode()).isEqualTo(200);
    }

    private static List<String> unparseableBodies(Random random) {
        List<String> bodies = new ArrayList<>(List.of("{", "{\"topics\": [\"a\", ", "{\"a\":}", "}{", "\u0000\u0001",
                "{\"topics\": [\"a\"]} trailing", "[".repeat(5000) + "]".repeat(5000),
                "{\"a\":".repeat(3000) + "1" + "}".repeat(3000), "x".repeat(20 * 1024 * 1024)));
        for (int i = 0; i < 15; i++) {
            byte[] bytes = new byte[1 + random.nextInt(2000)];
            random.nextBytes(bytes);
            bytes[0] = '{'; // starts like JSON, then garbage
            bodies.add(new String(bytes, StandardCharsets.ISO_8859_1));
        }
        return bodies;
    }

    private static List<String> routes() throws IllegalAccessException {
        List<String> paths = new ArrayList<>();
        for (Field field : WorkerRoutes.class.getDeclaredFields()) {
            if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
                field.setAccessible(true);
                String path = (String) field.get(null);
                if (path.startsWith("/v1/") && !path.equals(WorkerRoutes.RELEASE) && !path.equals(WorkerRoutes.CRASH)) {
                    paths.add(path);
                }
            }
        }
        assertThat(paths).hasSizeGreaterThan(15);
        return paths;
    }

    private HttpResponse<String> post(String path, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.port() + path))
                .header("Authorization", "Bearer " + TOKEN).header(RemoteJson.SESSION, SESSION)
                .timeout(Duration.ofSeconds(60)).POST(HttpRequest.BodyPublishers.ofString(body)).build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static String abbreviate(String body) {
        return body.length() <= 60 ? body : body.substring(0, 60) + "... (" + body.length() + " chars)";
    }
}

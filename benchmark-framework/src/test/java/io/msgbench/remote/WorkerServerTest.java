package io.msgbench.remote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.worker.LocalWorker;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The worker's HTTP API refuses what it must refuse, with a status and a JSON reason. */
class WorkerServerTest {
    private static final String TOKEN = "0123456789abcdef0123456789abcdef";
    /** Long enough that no stall of a loaded machine lets it lapse by accident. */
    private static final Duration LEASE = Duration.ofSeconds(60);

    private static final Duration SHORT_LEASE = Duration.ofSeconds(1);

    private final HttpClient http = HttpClient.newHttpClient();
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private WorkerService service;

    @BeforeEach
    void start() throws Exception {
        service = start(LEASE);
    }

    private WorkerService start(Duration lease) throws Exception {
        return WorkerService.start(
                new WorkerService.Options("127.0.0.1", 0, Optional.of(TOKEN), null),
                () -> new LocalWorker(spec -> {
                    throw new IllegalStateException("no driver in this test");
                }),
                new PrintStream(log, true, StandardCharsets.UTF_8),
                lease);
    }

    @AfterEach
    void stop() throws Exception {
        service.close();
    }

    private HttpResponse<String> post(String path, String token, String session, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.port() + path))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        if (session != null) {
            request.header("X-Msgbench-Session", session);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void withoutTheTokenEveryPathIs401EvenUnknownOnes() throws Exception {
        for (String path :
                new String[] {"/v1/command/Snapshot", "/v1/command/StartLoad", "/v1/clock", "/no/such/path", "/"}) {
            HttpResponse<String> response = post(path, null, "s", "{}");
            assertThat(response.statusCode()).as(path).isEqualTo(401);
            assertThat(response.body()).as(path).contains("\"error\":\"missing or wrong token");
        }
        assertThat(post("/v1/command/Snapshot", TOKEN + "x", "s", "{}").statusCode())
                .isEqualTo(401);
        assertThat(post("/v1/command/Snapshot", "", "s", "{}").statusCode()).isEqualTo(401);
    }

    @Test
    void malformedBodiesAre400WithTheReason() throws Exception {
        HttpResponse<String> notJson = post("/v1/command/CreateTopics", TOKEN, "s", "{not json");
        assertThat(notJson.statusCode()).isEqualTo(400);
        assertThat(notJson.body()).contains("malformed request to /v1/command/CreateTopics");

        HttpResponse<String> missingField = post("/v1/command/CreateTopics", TOKEN, "s", "{\"partitions\": 3}");
        assertThat(missingField.statusCode()).isEqualTo(400);
        assertThat(missingField.body()).contains("topics");

        HttpResponse<String> unknownField =
                post("/v1/command/CreateTopics", TOKEN, "s", "{\"topics\": [], \"partitions\": 1, \"x\": 1}");
        assertThat(unknownField.statusCode()).isEqualTo(400);
        assertThat(unknownField.body()).contains("\\\"x\\\"");

        HttpResponse<String> noBody = post("/v1/command/StartLoad", TOKEN, "s", "");
        assertThat(noBody.statusCode()).isEqualTo(400);
        assertThat(noBody.body()).contains("expected a JSON object");
    }

    @Test
    void unknownPathsWrongMethodsAndMissingSessionsAreRefused() throws Exception {
        assertThat(post("/v1/nope", TOKEN, "s", "{}").statusCode()).isEqualTo(404);
        HttpResponse<String> noSuchCommand = post("/v1/command/NoSuchStep", TOKEN, "s", "{}");
        assertThat(noSuchCommand.statusCode()).isEqualTo(404);
        assertThat(noSuchCommand.body()).contains("no such path: /v1/command/NoSuchStep");
        HttpResponse<String> get = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.port() + "/v1/command/Snapshot"))
                        .header("Authorization", "Bearer " + TOKEN)
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(get.statusCode()).isEqualTo(405);
        HttpResponse<String> noSession = post("/v1/command/Snapshot", TOKEN, null, "{}");
        assertThat(noSession.statusCode()).isEqualTo(400);
        assertThat(noSession.body()).contains("X-Msgbench-Session");
    }

    @Test
    void aWorkerFailureIs500WithItsMessage() throws Exception {
        HttpResponse<String> response = post(
                "/v1/command/StartDriver",
                TOKEN,
                "s",
                "{\"spec\": {\"file\": \"d.yaml\", \"name\": \"d\", \"driverClass\": \"x\", \"values\": {}}}");
        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(response.body()).contains("no driver in this test");
    }

    @Test
    void aSecondCoordinatorIs409WhileTheFirstHoldsTheLease() throws Exception {
        assertThat(post("/v1/heartbeat", TOKEN, "first", "").statusCode()).isEqualTo(200);
        HttpResponse<String> second = post("/v1/heartbeat", TOKEN, "second", "");
        assertThat(second.statusCode()).isEqualTo(409);
        assertThat(second.body()).contains("serves another coordinator");
        assertThat(post("/v1/heartbeat", TOKEN, "first", "").statusCode()).isEqualTo(200);
    }

    @Test
    void aSilentCoordinatorLosesTheWorkerWhenItsLeaseLapses() throws Exception {
        service.close();
        service = start(SHORT_LEASE);
        assertThat(post("/v1/heartbeat", TOKEN, "first", "").statusCode()).isEqualTo(200);

        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (post("/v1/heartbeat", TOKEN, "second", "").statusCode() == 409 && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(post("/v1/heartbeat", TOKEN, "second", "").statusCode()).isEqualTo(200);
        assertThat(log.toString(StandardCharsets.UTF_8)).contains("coordinator session first silent for");
    }

    @Test
    void aLateRequestOfAReleasedSessionDoesNotClaimTheWorkerAgain() throws Exception {
        assertThat(post("/v1/heartbeat", TOKEN, "done", "").statusCode()).isEqualTo(200);
        assertThat(post("/v1/release", TOKEN, "done", "").statusCode()).isEqualTo(200);
        assertThat(post("/v1/heartbeat", TOKEN, "done", "").statusCode()).isEqualTo(409);
        assertThat(post("/v1/heartbeat", TOKEN, "next", "").statusCode()).isEqualTo(200);
    }

    @Test
    void theTokenNeverAppearsInTheLog() throws Exception {
        post("/v1/heartbeat", TOKEN, "s", "");
        post("/v1/heartbeat", "wrong", "s", "");
        assertThat(log.toString(StandardCharsets.UTF_8)).doesNotContain(TOKEN).doesNotContain("wrong");
    }

    @Test
    void thePrometheusPageIsOnTheApiPortWithoutTheToken() throws Exception {
        HttpResponse<String> page = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.port() + "/metrics"))
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body())
                .contains("msgbench_worker_messages_sent_total 0")
                .contains("msgbench_worker_load_running 0");
        assertThat(service.metricsPort()).as("no port of its own unless asked").isEqualTo(-1);
        // only reading it is token-free: any other call to /metrics still needs the token
        assertThat(post("/metrics", null, "s", "{}").statusCode()).isEqualTo(401);
    }

    @Test
    void everyAnswerSaysItComesFromAWorkerOfThisBuild() throws Exception {
        String identity = WorkerIdentity.CURRENT.header();
        assertThat(identity).matches("v1/[0-9a-f]{12} msgbench/.+");
        assertThat(post("/v1/heartbeat", TOKEN, "s", "").headers().firstValue("X-Msgbench-Worker"))
                .contains(identity);
        assertThat(post("/v1/command/Snapshot", null, "s", "").headers().firstValue("X-Msgbench-Worker"))
                .contains(identity);
        assertThat(post("/no/such/path", TOKEN, "s", "").headers().firstValue("X-Msgbench-Worker"))
                .contains(identity);
    }

    @Test
    void aPortInUseIsAFailureNamingThePortAndTheListener() throws Exception {
        int taken = service.port();
        assertThatThrownBy(() -> WorkerService.start(
                        new WorkerService.Options("127.0.0.1", taken, Optional.empty(), null),
                        () -> new LocalWorker(spec -> null),
                        new PrintStream(log, true, StandardCharsets.UTF_8)))
                .isInstanceOfSatisfying(ListenFailedException.class, e -> {
                    assertThat(e.portInUse()).isTrue();
                    assertThat(e.port()).isEqualTo(taken);
                    assertThat(e.listener()).isEqualTo(ListenFailedException.Listener.API);
                });
        assertThatThrownBy(() -> WorkerService.start(
                        new WorkerService.Options("127.0.0.1", 0, Optional.empty(), taken),
                        () -> new LocalWorker(spec -> null),
                        new PrintStream(log, true, StandardCharsets.UTF_8)))
                .isInstanceOfSatisfying(ListenFailedException.class, e -> {
                    assertThat(e.portInUse()).isTrue();
                    assertThat(e.listener()).isEqualTo(ListenFailedException.Listener.METRICS);
                });
    }
}

package io.msgbench.it;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real worker JVM ({@code io.msgbench.cli.WorkerMain}, as {@code bin/benchmark-worker} starts it) on
 * loopback, with its output kept for the assertions.
 */
final class WorkerProcess implements AutoCloseable {
    private static final Pattern SESSION_STARTED = Pattern.compile("coordinator session (\\S+) started");
    private static final Pattern LISTENING = Pattern.compile("listening on (http://[^ ]+) ");
    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);

    private final Process process;
    private final CompletableFuture<URI> listening = new CompletableFuture<>();
    private final ProcessOutput output;
    private final HttpClient http = HttpClient.newHttpClient();

    private WorkerProcess(Process process) {
        this.process = process;
        this.output = new ProcessOutput(process, "worker", line -> {
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                listening.complete(URI.create(m.group(1)));
            }
        });
        var unused = process.onExit()
                .thenRun(() -> listening.completeExceptionally(new IllegalStateException("worker exited")));
    }

    /** A worker on any free port. */
    static WorkerProcess start(Path tokenFile) throws Exception {
        return start(tokenFile, 0);
    }

    /** A worker on {@code port}, waiting until it listens. */
    static WorkerProcess start(Path tokenFile, int port) throws Exception {
        WorkerProcess worker =
                launch("--port", String.valueOf(port), "--bind", "127.0.0.1", "--token-file", tokenFile.toString());
        try {
            worker.listening.get(START_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        } catch (Exception e) {
            worker.close();
            throw new IllegalStateException("worker did not start: " + worker.output(), e);
        }
        return worker;
    }

    /** {@code bin/benchmark-worker ARGS}, not waiting for anything. */
    static WorkerProcess launch(String... args) throws Exception {
        Path home = KafkaBroker.home();
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(
                java,
                "-Xms64m",
                "-Xmx512m",
                "-Dmsgbench.home=" + home,
                "-cp",
                home.resolve("benchmark-framework/target/lib") + "/*",
                "io.msgbench.cli.WorkerMain"));
        command.addAll(List.of(args));
        return new WorkerProcess(
                new ProcessBuilder(command).redirectErrorStream(true).start());
    }

    /** A free loopback port whose next port is free too, for two workers side by side. */
    static int freeAdjacentPorts() throws Exception {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        for (int attempt = 0; attempt < 50; attempt++) {
            try (ServerSocket first = new ServerSocket(0, 1, loopback)) {
                int port = first.getLocalPort();
                if (port < 65_535) {
                    try (ServerSocket next = new ServerSocket(port + 1, 1, loopback)) {
                        return port;
                    } catch (java.io.IOException taken) {
                        // try another pair
                    }
                }
            }
        }
        throw new IllegalStateException("no two free adjacent ports on loopback");
    }

    URI url() {
        return listening.join();
    }

    int port() {
        return url().getPort();
    }

    /** The worker's Prometheus page, on its API port. */
    String metrics() throws Exception {
        HttpResponse<String> page = http.send(
                HttpRequest.newBuilder(url().resolve("/metrics")).build(), HttpResponse.BodyHandlers.ofString());
        if (page.statusCode() != 200) {
            throw new AssertionError("GET /metrics answered " + page.statusCode() + ": " + page.body());
        }
        return page.body();
    }

    /** One figure from the Prometheus page. */
    long metric(String name) throws Exception {
        String page = metrics();
        Matcher m = Pattern.compile("(?m)^" + name + " (\\d+)$").matcher(page);
        if (!m.find()) {
            throw new AssertionError("no metric " + name + " in " + page);
        }
        return Long.parseLong(m.group(1));
    }

    String output() {
        return output.text();
    }

    List<String> lines() {
        return output.lines();
    }

    /**
     * The coordinator session that runs the load: the last one the worker said it started, once one has. A
     * coordinator first reaches every worker in a short session of its own (ended at once), so that a worker
     * nobody answers on is bad input before anything starts; the run's session comes after it.
     */
    String runningSession(Duration bound) throws InterruptedException {
        awaitLine(SESSION_STARTED, bound);
        String session = null;
        for (String line : lines()) {
            Matcher started = SESSION_STARTED.matcher(line);
            if (started.find()) {
                session = started.group(1);
            }
        }
        return session;
    }

    /** Waits (by signal, bounded only against a hang) for the worker to print a line matching {@code pattern}. */
    Matcher awaitLine(Pattern pattern, Duration bound) throws InterruptedException {
        return output.awaitLine(pattern, bound);
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** Waits (bounded) for the process to end by itself and its output to be read; its exit code, or -1 when it still runs. */
    int awaitExit(Duration timeout) throws InterruptedException {
        boolean exited = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS) && output.awaitEnd(timeout);
        return exited ? process.exitValue() : -1;
    }

    /** Kills the JVM at once, as a crash would. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }
}

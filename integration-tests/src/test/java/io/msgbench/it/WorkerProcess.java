package io.msgbench.it;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real worker JVM ({@code io.msgbench.cli.WorkerMain}, as {@code bin/benchmark-worker} starts it) on
 * free loopback ports, with its output kept for the assertions.
 */
final class WorkerProcess implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("listening on (http://[^ ]+) .*metrics on :(\\d+)/metrics");
    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);

    private final Process process;
    private final List<String> output = new CopyOnWriteArrayList<>();
    private final CompletableFuture<Matcher> listening = new CompletableFuture<>();
    private final HttpClient http = HttpClient.newHttpClient();

    private WorkerProcess(Process process) {
        this.process = process;
        Thread reader = new Thread(this::readOutput, "worker-output");
        reader.setDaemon(true);
        reader.start();
    }

    static WorkerProcess start(Path tokenFile) throws Exception {
        Path home = KafkaBroker.home();
        String java = ProcessHandle.current().info().command().orElse("java");
        Process process = new ProcessBuilder(java, "-Xms64m", "-Xmx512m", "-Dmsgbench.home=" + home, "-cp",
                home.resolve("benchmark-framework/target/lib").toString() + "/*", "io.msgbench.cli.WorkerMain",
                "--port", "0", "--bind", "127.0.0.1", "--metrics-port", "0", "--token-file", tokenFile.toString())
                .redirectErrorStream(true).start();
        WorkerProcess worker = new WorkerProcess(process);
        try {
            worker.listening.get(START_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        } catch (Exception e) {
            worker.close();
            throw new IllegalStateException("worker did not start: " + worker.output, e);
        }
        return worker;
    }

    URI url() {
        return URI.create(listening.join().group(1));
    }

    /** The worker's Prometheus page. */
    String metrics() throws Exception {
        URI uri = URI.create("http://127.0.0.1:" + listening.join().group(2) + "/metrics");
        return http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
    }

    /** One figure from the Prometheus page. */
    long metric(String name) throws Exception {
        Matcher m = Pattern.compile("(?m)^" + name + " (\\d+)$").matcher(metrics());
        if (!m.find()) {
            throw new AssertionError("no metric " + name + " in " + metrics());
        }
        return Long.parseLong(m.group(1));
    }

    String output() {
        return String.join("\n", output);
    }

    /** Kills the JVM at once, as a crash would. */
    boolean isAlive() {
        return process.isAlive();
    }

    /** Waits (bounded) for the process to end by itself; its exit code, or -1 when it still runs. */
    int awaitExit(Duration timeout) throws InterruptedException {
        return process.waitFor(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS) ? process.exitValue() : -1;
    }

    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    private void readOutput() {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                output.add(line);
                Matcher m = LISTENING.matcher(line);
                if (m.find()) {
                    listening.complete(m);
                }
            }
        } catch (Exception ignored) {
            // the process ended
        }
        listening.completeExceptionally(new IllegalStateException("worker exited"));
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

package io.msgbench.scrape;

import io.msgbench.coordinator.ResultContext;
import io.msgbench.result.BrokerFigures;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * The brokers' figures per interval for a cluster: each Prometheus endpoint the driver file names
 * ({@code brokerMetrics}) scraped at every sample, its JVM's CPU and stop-the-world collections since the previous
 * scrape, added up over the brokers. Counters give the pauses' number and time, not the longest, so
 * {@code gcPauseMaxMillis} and the heap are -1 (not known). An endpoint that does not answer within
 * {@link #TIMEOUT} is left out of that interval (counted in {@code brokersLeftOut}) and, until it answers again,
 * asked without being waited for, so a broker that is gone never holds up a sample.
 * <pre>{@code
 * ScrapedBrokers brokers = new ScrapedBrokers(List.of(URI.create("http://10.0.0.5:7071/metrics")));
 * brokers.problems().forEach(System.err::println);    // endpoints that do not answer now
 * BrokerFigures figures = brokers.sample();            // null at the first call, which sets the start
 * }</pre>
 */
public final class ScrapedBrokers implements ResultContext.BrokerSource {
    /** How long a sample waits for an answer, and how long a connection may take. */
    static final Duration TIMEOUT = Duration.ofSeconds(2);
    /**
     * How long the check before the run waits for each answer (Prometheus's own scrape timeout): once
     * connected, a broker JVM on a busy host can take longer than {@link #TIMEOUT} to render a large page (Pravega's
     * segment stores' 240 KB took 2.7 s on a host at load 30), which is no reason to call it missing.
     */
    static final Duration FIRST_ANSWER = Duration.ofSeconds(10);

    private final List<URI> endpoints;
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(TIMEOUT)
            .followRedirects(HttpClient.Redirect.NORMAL)
            .build();
    private final Map<URI, JvmReading> previous = new HashMap<>();
    /** Endpoints that did not answer at the last sample: asked again, not waited for. */
    private final Set<URI> down = new HashSet<>();

    private boolean started;

    public ScrapedBrokers(List<URI> endpoints) {
        this.endpoints = List.copyOf(endpoints);
    }

    /** What the result's environment says of where the broker figures come from. */
    public String describe() {
        return "scraped from " + endpoints.size() + " Prometheus endpoint(s) (brokerMetrics): "
                + endpoints.stream().map(URI::toString).collect(Collectors.joining(", "))
                + "; CPU and stop-the-world GC pauses of each broker JVM, added up";
    }

    /**
     * One line per endpoint that does not answer with a JVM's counters now (then asked, not waited for). Every
     * endpoint is asked at once, so a cluster of unreachable brokers costs one {@link #TIMEOUT} to connect, not
     * one each; one that connects has {@link #FIRST_ANSWER} to answer.
     */
    public synchronized List<String> problems() {
        List<String> problems = new ArrayList<>();
        scrapeAll(FIRST_ANSWER).forEach((endpoint, answer) -> {
            if (answer.reading().isEmpty()) {
                problems.add(
                        "brokerMetrics: " + endpoint + " " + answer.problem() + "; its broker's figures are left out");
            }
        });
        return problems;
    }

    /**
     * The figures since the previous sample, added up over the endpoints that answered both times; the others are
     * counted as left out. Null at the first call, which only sets the start.
     */
    @Override
    public synchronized BrokerFigures sample() {
        double cores = 0;
        int pauses = 0;
        double pauseMillis = 0;
        int counted = 0;
        for (Map.Entry<URI, Answer> entry : scrapeAll(TIMEOUT).entrySet()) {
            if (entry.getValue().reading().isEmpty()) {
                continue;
            }
            JvmReading now = entry.getValue().reading().get();
            JvmReading before = previous.put(entry.getKey(), now);
            Optional<JvmReading.Delta> delta = before == null ? Optional.empty() : now.since(before);
            if (delta.isPresent()) {
                counted++;
                cores += delta.get().cpuCores();
                pauses += delta.get().gcPauses();
                pauseMillis += delta.get().gcPauseMillis();
            }
        }
        boolean first = !started;
        started = true;
        return first ? null : new BrokerFigures(cores, pauses, pauseMillis, -1, -1, endpoints.size() - counted);
    }

    /**
     * Every endpoint at once, each within {@code bound}: its answer (a reading, or why there is none); one that
     * answers with none is down from then on. One that was down is asked but not waited for (and left out of the
     * map); if it answers, its reading is the start of its next interval.
     */
    private Map<URI, Answer> scrapeAll(Duration bound) {
        Map<URI, CompletableFuture<Answer>> pending = new LinkedHashMap<>();
        for (URI endpoint : endpoints) {
            CompletableFuture<Answer> answer = scrape(endpoint, bound);
            if (down.contains(endpoint)) {
                var unused = answer.thenAccept(late -> late.reading().ifPresent(r -> cameBack(endpoint, r)));
            } else {
                pending.put(endpoint, answer);
            }
        }
        Map<URI, Answer> answers = new LinkedHashMap<>();
        pending.forEach((endpoint, pendingAnswer) -> {
            Answer answer = await(pendingAnswer, bound);
            answers.put(endpoint, answer);
            if (answer.reading().isEmpty()) {
                down.add(endpoint);
                previous.remove(endpoint);
            }
        });
        return answers;
    }

    private synchronized void cameBack(URI endpoint, JvmReading reading) {
        down.remove(endpoint);
        previous.put(endpoint, reading);
    }

    /** One endpoint's JVM reading, or why there is none, in words. */
    private record Answer(Optional<JvmReading> reading, String problem) {
        static Answer of(HttpResponse<String> response) {
            if (response.statusCode() != 200) {
                return failed("answered HTTP " + response.statusCode());
            }
            Optional<JvmReading> reading = JvmReading.of(System.nanoTime(), PrometheusText.parse(response.body()));
            return reading.isPresent()
                    ? new Answer(reading, null)
                    : failed("serves neither " + JvmReading.CPU + " nor " + JvmReading.MICROMETER_CPU_SHARE
                            + " (not a JVM's metrics?)");
        }

        static Answer failed(String problem) {
            return new Answer(Optional.empty(), problem);
        }
    }

    private CompletableFuture<Answer> scrape(URI endpoint, Duration bound) {
        return http.sendAsync(request(endpoint, bound), HttpResponse.BodyHandlers.ofString())
                .thenApply(Answer::of);
    }

    private static Answer await(CompletableFuture<Answer> answer, Duration bound) {
        try {
            return answer.get(bound.toMillis() + 500, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Answer.failed("was not asked (interrupted)");
        } catch (ExecutionException e) {
            return Answer.failed("did not answer: " + reason(e.getCause() == null ? e : e.getCause()));
        } catch (TimeoutException e) {
            return Answer.failed("did not answer within " + bound.toSeconds() + " s");
        }
    }

    /** In words: the HTTP client's ConnectException says nothing (no message, down to its causes). */
    private static String reason(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConnectException) {
                return "could not connect (refused, or no route to it)";
            }
            if (cause.getMessage() != null && !cause.getMessage().isBlank()) {
                return cause.getMessage();
            }
        }
        return failure.getClass().getSimpleName();
    }

    private static HttpRequest request(URI endpoint, Duration bound) {
        return HttpRequest.newBuilder(endpoint)
                .timeout(bound)
                .header("Accept", "text/plain; version=0.0.4")
                .GET()
                .build();
    }
}

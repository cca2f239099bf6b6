package io.msgbench.scrape;

import io.msgbench.coordinator.ResultContext;
import io.msgbench.result.BrokerFigures;
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
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * The brokers' figures per interval for a cluster: each Prometheus endpoint the driver file names
 * ({@code brokerMetrics}) scraped at every sample, its JVM's CPU and stop-the-world collections since the previous
 * scrape, added up over the brokers. Counters give the pauses' number and time, not the longest, so
 * {@code gcPauseMaxMillis} and the heap are -1 (not known). An endpoint that does not answer within
 * {@link #TIMEOUT} is left out of that interval and, until it answers again, asked without being waited for, so a
 * broker that is gone never holds up a sample.
 * <pre>{@code
 * ScrapedBrokers brokers = new ScrapedBrokers(List.of(URI.create("http://10.0.0.5:7071/metrics")));
 * brokers.problems().forEach(System.err::println);    // endpoints that do not answer now
 * BrokerFigures figures = brokers.sample();            // null at the first call, which sets the start
 * }</pre>
 */
public final class ScrapedBrokers implements ResultContext.BrokerSource {
    static final Duration TIMEOUT = Duration.ofSeconds(2);

    private final List<URI> endpoints;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT)
            .followRedirects(HttpClient.Redirect.NORMAL).build();
    private final Map<URI, JvmReading> previous = new HashMap<>();
    /** Endpoints that did not answer at the last sample: asked again, not waited for. */
    private final Set<URI> down = new HashSet<>();

    public ScrapedBrokers(List<URI> endpoints) {
        this.endpoints = List.copyOf(endpoints);
    }

    /** What the result's environment says of where the broker figures come from. */
    public String describe() {
        return "scraped from " + endpoints.size() + " Prometheus endpoint(s) (brokerMetrics): "
                + endpoints.stream().map(URI::toString).collect(Collectors.joining(", "))
                + "; CPU and stop-the-world GC pauses of each broker JVM, added up";
    }

    /** One line per endpoint that does not answer with a JVM's counters now (then asked, not waited for). */
    public synchronized List<String> problems() {
        List<String> problems = new ArrayList<>();
        for (URI endpoint : endpoints) {
            String problem = problem(endpoint);
            if (problem != null) {
                down.add(endpoint);
                problems.add("brokerMetrics: " + endpoint + " " + problem + "; its broker's figures are left out");
            }
        }
        return problems;
    }

    @Override
    public synchronized BrokerFigures sample() {
        Map<URI, Optional<JvmReading>> readings = scrapeAll();
        double cores = 0;
        int pauses = 0;
        double pauseMillis = 0;
        boolean any = false;
        for (Map.Entry<URI, Optional<JvmReading>> entry : readings.entrySet()) {
            if (entry.getValue().isEmpty()) {
                continue;
            }
            JvmReading now = entry.getValue().get();
            JvmReading before = previous.put(entry.getKey(), now);
            Optional<JvmReading.Delta> delta = before == null ? Optional.empty() : now.since(before);
            if (delta.isPresent()) {
                any = true;
                cores += delta.get().cpuCores();
                pauses += delta.get().gcPauses();
                pauseMillis += delta.get().gcPauseMillis();
            }
        }
        return any ? new BrokerFigures(cores, pauses, pauseMillis, -1, -1) : null;
    }

    /**
     * Every endpoint at once, each within {@link #TIMEOUT}: its reading, or empty. One that was down is asked but
     * not waited for; if it answers, its reading is the start of its next interval.
     */
    private Map<URI, Optional<JvmReading>> scrapeAll() {
        Map<URI, CompletableFuture<Optional<JvmReading>>> pending = new LinkedHashMap<>();
        for (URI endpoint : endpoints) {
            CompletableFuture<Optional<JvmReading>> reading = scrape(endpoint);
            if (down.contains(endpoint)) {
                reading.thenAccept(answer -> answer.ifPresent(r -> cameBack(endpoint, r)));
            } else {
                pending.put(endpoint, reading);
            }
        }
        Map<URI, Optional<JvmReading>> readings = new LinkedHashMap<>();
        pending.forEach((endpoint, reading) -> {
            Optional<JvmReading> answer = await(reading);
            readings.put(endpoint, answer);
            if (answer.isEmpty()) {
                down.add(endpoint);
                previous.remove(endpoint);
            }
        });
        return readings;
    }

    private synchronized void cameBack(URI endpoint, JvmReading reading) {
        down.remove(endpoint);
        previous.put(endpoint, reading);
    }

    private CompletableFuture<Optional<JvmReading>> scrape(URI endpoint) {
        return http.sendAsync(request(endpoint), HttpResponse.BodyHandlers.ofString())
                .thenApply(response -> response.statusCode() == 200
                        ? JvmReading.of(System.nanoTime(), PrometheusText.parse(response.body()))
                        : Optional.<JvmReading>empty());
    }

    private static Optional<JvmReading> await(CompletableFuture<Optional<JvmReading>> reading) {
        try {
            return reading.get(TIMEOUT.toMillis() + 500, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (Exception e) {
            return Optional.empty();
        }
    }

    /** Why one endpoint gives no reading now, in words; null when it does. */
    private String problem(URI endpoint) {
        try {
            HttpResponse<String> response = http.send(request(endpoint), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                return "answered HTTP " + response.statusCode();
            }
            return JvmReading.of(System.nanoTime(), PrometheusText.parse(response.body())).isPresent() ? null
                    : "serves no " + JvmReading.CPU + " (not a JVM's metrics?)";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "was not asked (interrupted)";
        } catch (Exception e) {
            return "did not answer: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        }
    }

    private static HttpRequest request(URI endpoint) {
        return HttpRequest.newBuilder(endpoint).timeout(TIMEOUT).header("Accept", "text/plain; version=0.0.4")
                .GET().build();
    }
}

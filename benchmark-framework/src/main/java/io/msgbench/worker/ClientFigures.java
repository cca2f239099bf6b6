package io.msgbench.worker;

import io.msgbench.driver.api.ClientMetrics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Combines the client figures of several clients (or samples) into one set: a maximum is the largest value
 * seen, a minimum (a producer's free buffer) the smallest, any other figure the mean of the values seen. Not thread-safe.
 * <pre>{@code
 * ClientFigures figures = new ClientFigures();
 * figures.add(producer.clientMetrics());
 * Map<String, Double> combined = figures.combined();
 * }</pre>
 */
public final class ClientFigures {
    private final Map<String, double[]> sumAndCount = new TreeMap<>();
    private final Map<String, Double> maxima = new TreeMap<>();
    private final Map<String, Double> minima = new TreeMap<>();

    public void add(Map<String, Double> figures) {
        figures.forEach((name, value) -> {
            if (value == null || !Double.isFinite(value)) {
                return;
            }
            if (ClientMetrics.isMaximum(name)) {
                maxima.merge(name, value, Math::max);
            } else if (ClientMetrics.isMinimum(name)) {
                minima.merge(name, value, Math::min);
            } else {
                double[] acc = sumAndCount.computeIfAbsent(name, n -> new double[2]);
                acc[0] += value;
                acc[1]++;
            }
        });
    }

    /**
     * Each client's finite figures, one map per client that has any. A client whose figures fail is left out of
     * this sample; the run itself goes on.
     */
    static List<Map<String, Double>> sampleEach(Stream<Supplier<Map<String, Double>>> clients) {
        List<Map<String, Double>> sampled = new ArrayList<>();
        clients.forEach(client -> {
            Map<String, Double> figures = new TreeMap<>();
            try {
                client.get().forEach((name, value) -> {
                    if (value != null && Double.isFinite(value)) {
                        figures.put(name, value);
                    }
                });
            } catch (RuntimeException e) {
                return;
            }
            if (!figures.isEmpty()) {
                sampled.add(figures);
            }
        });
        return sampled;
    }

    public Map<String, Double> combined() {
        Map<String, Double> combined = new TreeMap<>(maxima);
        combined.putAll(minima);
        sumAndCount.forEach((name, acc) -> combined.put(name, acc[0] / acc[1]));
        return combined;
    }
}

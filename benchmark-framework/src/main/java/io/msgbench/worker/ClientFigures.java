package io.msgbench.worker;

import io.msgbench.driver.api.ClientMetrics;
import java.util.Map;
import java.util.TreeMap;

/**
 * Combines the client figures of several clients (or samples) into one set: a maximum is the largest value
 * seen, any other figure the mean of the values seen. Not thread-safe.
 * <pre>{@code
 * ClientFigures figures = new ClientFigures();
 * figures.add(producer.clientMetrics());
 * Map<String, Double> combined = figures.combined();
 * }</pre>
 */
public final class ClientFigures {
    private final Map<String, double[]> sumAndCount = new TreeMap<>();
    private final Map<String, Double> maxima = new TreeMap<>();

    public void add(Map<String, Double> figures) {
        figures.forEach((name, value) -> {
            if (value == null || !Double.isFinite(value)) {
                return;
            }
            if (ClientMetrics.isMaximum(name)) {
                maxima.merge(name, value, Math::max);
            } else {
                double[] acc = sumAndCount.computeIfAbsent(name, n -> new double[2]);
                acc[0] += value;
                acc[1]++;
            }
        });
    }

    public Map<String, Double> combined() {
        Map<String, Double> combined = new TreeMap<>(maxima);
        sumAndCount.forEach((name, acc) -> combined.put(name, acc[0] / acc[1]));
        return combined;
    }
}

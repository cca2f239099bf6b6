package io.msgbench.it;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.ClassDescriptor;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;

/**
 * The order in which the test classes are handed to the parallel executor: slowest first, so that no long class
 * starts near the end while the other threads have run out of work.
 * A class's time is its wall time in {@code class-seconds.tsv} (a copy of a run's {@code target/class-times.tsv},
 * sorted); a class not in it counts as {@value #UNKNOWN_SECONDS} s. Ties keep the class name's order.
 */
public final class SlowestFirst implements ClassOrderer {
    static final String TIMES = "/class-seconds.tsv";
    static final double UNKNOWN_SECONDS = 30;

    private final Map<String, Double> seconds = read();

    @Override
    public void orderClasses(ClassOrdererContext context) {
        context.getClassDescriptors()
                .sort(Comparator.comparing((ClassDescriptor c) ->
                                -seconds.getOrDefault(c.getTestClass().getName(), UNKNOWN_SECONDS))
                        .thenComparing(c -> c.getTestClass().getName()));
    }

    static Map<String, Double> read() {
        Map<String, Double> times = new HashMap<>();
        try (InputStream in = SlowestFirst.class.getResourceAsStream(TIMES)) {
            if (in == null) {
                return times;
            }
            new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))
                    .lines()
                    .map(line -> line.split("\t"))
                    .filter(fields -> fields.length == 2)
                    .forEach(fields -> times.put(fields[1].strip(), Double.parseDouble(fields[0])));
            return times;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package io.msgbench.study;

import io.msgbench.driver.api.ClientMetrics;
import io.msgbench.driver.api.NearestName;
import io.msgbench.gate.GateMetric;
import io.msgbench.nightly.Figures;
import io.msgbench.result.RunResult;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The figures a study may have published: every figure {@code compare} knows ({@link Figures}), and the clients' own
 * figures of the measure phase ({@link ClientMetrics}, named as the result's {@code clientMetrics} names them), which
 * is all the 2017 latency breakdown published.
 */
final class StudyFigures {
    private StudyFigures() {
    }

    static Optional<String> find(String given) {
        return Figures.find(given).or(() -> ClientMetrics.PATH_ORDER.stream().filter(given::equals).findFirst());
    }

    /** The closest name to a misspelt one: among the client figures for a dotted name, else among compare's. */
    static Optional<String> nearest(String given) {
        return given.contains(".") ? NearestName.of(given, ClientMetrics.PATH_ORDER) : Figures.nearest(given);
    }

    /** Our value of {@code figure}; empty when the run has none (a client figure its driver does not report). */
    static OptionalDouble value(String figure, RunResult result) {
        if (ClientMetrics.PATH_ORDER.contains(figure)) {
            Double reported = result.findings().clientBreakdown().measure().get(figure);
            return reported == null ? OptionalDouble.empty() : OptionalDouble.of(reported);
        }
        return OptionalDouble.of(GateMetric.all().stream().filter(metric -> metric.name().equals(figure)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown figure " + figure))
                .value().applyAsDouble(result));
    }
}

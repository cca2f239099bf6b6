package io.msgbench.study;

import io.msgbench.driver.api.ClientMetrics;
import io.msgbench.driver.api.NearestName;
import io.msgbench.gate.GateMetric;
import io.msgbench.nightly.SuiteFigures;
import io.msgbench.result.BacklogReport;
import io.msgbench.result.PhaseFigures;
import io.msgbench.result.RunResult;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The figures a study may have published or an experiment may show: every figure {@code compare} knows
 * ({@link Figures}), the clients' own figures of the measure phase ({@link ClientMetrics}, named as the result's
 * {@code clientMetrics} names them), which is all the 2017 latency breakdown published, and a catch-up's figures
 * (the 2020 study's historical read), read from the result's backlog report and its catch-up intervals.
 */
final class StudyFigures {
    private static final Map<String, Function<RunResult, OptionalDouble>> CATCH_UP = catchUp();

    private StudyFigures() {}

    private static Map<String, Function<RunResult, OptionalDouble>> catchUp() {
        Map<String, Function<RunResult, OptionalDouble>> figures = new LinkedHashMap<>();
        figures.put(
                "backlog at resume (messages)",
                r -> backlog(r)
                        .map(b -> OptionalDouble.of((double) b.backlogAtResume()))
                        .orElse(OptionalDouble.empty()));
        figures.put(
                "catch-up time (s)",
                r -> backlog(r)
                        .filter(b -> b.drainSeconds() != null)
                        .map(b -> OptionalDouble.of(b.drainSeconds()))
                        .orElse(OptionalDouble.empty()));
        figures.put(
                "catch-up read rate (MB/s)",
                r -> catchUpPhase(r)
                        .map(p -> OptionalDouble.of(p.consumeMegabytesPerSecond()))
                        .orElse(OptionalDouble.empty()));
        figures.put(
                "catch-up publish rate (MB/s)",
                r -> catchUpPhase(r)
                        .map(p -> OptionalDouble.of(p.publishMegabytesPerSecond()))
                        .orElse(OptionalDouble.empty()));
        return Collections.unmodifiableMap(figures);
    }

    private static Optional<BacklogReport> backlog(RunResult result) {
        return Optional.ofNullable(result.findings().backlog());
    }

    /** The catch-up phase's rates; empty when the run had no catch-up phase. */
    private static Optional<PhaseFigures> catchUpPhase(RunResult result) {
        PhaseFigures phase = PhaseFigures.of("catch-up", result.intervals());
        return phase.seconds() > 0 ? Optional.of(phase) : Optional.empty();
    }

    static Optional<String> find(String given) {
        return SuiteFigures.find(given)
                .or(() -> Stream.concat(ClientMetrics.PATH_ORDER.stream(), CATCH_UP.keySet().stream())
                        .filter(given::equals)
                        .findFirst());
    }

    /** The closest name to a misspelt one: among the client figures for a dotted name, else among the others. */
    static Optional<String> nearest(String given) {
        return given.contains(".")
                ? NearestName.of(given, ClientMetrics.PATH_ORDER)
                : NearestName.of(given, CATCH_UP.keySet()).or(() -> SuiteFigures.nearest(given));
    }

    /** " (did you mean 'NAME'?)" for a misspelt figure with a close name, else nothing. */
    static String didYouMean(String given) {
        return nearest(given).map(name -> " (did you mean '" + name + "'?)").orElse("");
    }

    /** Our value of {@code figure}; empty when the run has none (a client figure its driver does not report). */
    static OptionalDouble value(String figure, RunResult result) {
        if (ClientMetrics.PATH_ORDER.contains(figure)) {
            Double reported = result.findings().clientBreakdown().measure().get(figure);
            return reported == null ? OptionalDouble.empty() : OptionalDouble.of(reported);
        }
        if (CATCH_UP.containsKey(figure)) {
            return CATCH_UP.get(figure).apply(result);
        }
        return OptionalDouble.of(GateMetric.all().stream()
                .filter(metric -> metric.name().equals(figure))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown figure " + figure))
                .value()
                .applyAsDouble(result));
    }
}

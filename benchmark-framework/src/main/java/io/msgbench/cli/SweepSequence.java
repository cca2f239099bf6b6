package io.msgbench.cli;

import io.msgbench.result.RunResult;
import io.msgbench.sweep.RateChooser;
import io.msgbench.sweep.SweepPoint;
import io.msgbench.sweep.SweepRule;
import io.msgbench.workload.Workload;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/** A sweep on one driver: the workload at the next rate chosen from the points run so far. */
final class SweepSequence implements RunSequence {
    private final Workload workload;
    private final RateChooser rates;
    private final SweepRule rule;
    private final List<RunResult> allResults;
    private int collected;

    SweepSequence(Workload workload, RateChooser rates, SweepRule rule, List<RunResult> allResults) {
        this.workload = workload;
        this.rates = rates;
        this.rule = rule;
        this.allResults = allResults;
    }

    @Override
    public Optional<Workload> next(List<RunResult> done) {
        allResults.addAll(done.subList(collected, done.size()));
        collected = done.size();
        OptionalDouble rate =
                rates.next(done.stream().map(r -> SweepPoint.of(r, rule)).toList());
        return rate.isPresent() ? Optional.of(atRate(workload, rate.getAsDouble())) : Optional.empty();
    }

    /** The workload at another total rate, named after it so each point's result file is its own. */
    static Workload atRate(Workload w, double rate) {
        String name = w.name() + "-" + (rate <= 0 ? "unthrottled" : String.format(Locale.ROOT, "%.0f", rate));
        return w.withNameAndRate(name, rate);
    }
}

package io.msgbench.nightly;

import io.msgbench.changepoint.ChangePoint;
import io.msgbench.history.NightValue;
import java.util.List;

/**
 * One gated figure of one workload-on-driver over the nights, with the change points found in it.
 *
 * @param regressions the change points in the bad direction that start within the suite's window of latest nights
 */
public record FigureTrend(
        String seriesKey,
        String figure,
        boolean higherIsBetter,
        List<NightValue> values,
        List<ChangePoint> changes,
        List<ChangePoint> regressions) {
    public FigureTrend {
        values = List.copyOf(values);
        changes = List.copyOf(changes);
        regressions = List.copyOf(regressions);
    }

    /** Whether this change made the figure worse. */
    public boolean worse(ChangePoint change) {
        return higherIsBetter ? change.after() < change.before() : change.after() > change.before();
    }

    /** The night a change started on. */
    public NightValue startOf(ChangePoint change) {
        return values.get(change.index());
    }
}

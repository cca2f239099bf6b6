package io.msgbench.nightly;

import io.msgbench.changepoint.ChangePoint;
import io.msgbench.history.NightValue;
import java.util.List;
import java.util.Locale;

/** What the history says about its latest night: every figure's trend and change points, and any bound breached. */
public record NightVerdict(String latestNight, List<FigureTrend> trends, List<BoundBreach> breaches) {
    public NightVerdict {
        trends = List.copyOf(trends);
        breaches = List.copyOf(breaches);
    }

    public boolean regressed() {
        return !breaches.isEmpty()
                || trends.stream().anyMatch(t -> !t.regressions().isEmpty());
    }

    /** The verdict as lines of text: each change point, each breach, and the conclusion. */
    public String text() {
        StringBuilder out = new StringBuilder();
        for (FigureTrend trend : trends) {
            for (ChangePoint change : trend.changes()) {
                out.append(changeLine(trend, change)).append('\n');
            }
        }
        for (BoundBreach breach : breaches) {
            out.append(String.format(
                    Locale.ROOT,
                    "BOUND     %s: %s is %s on night %s, outside %s%n",
                    breach.seriesKey(),
                    breach.bound().figure(),
                    Numbers.text(breach.value()),
                    latestNight,
                    breach.bound()));
        }
        long changes = trends.stream().mapToLong(t -> t.changes().size()).sum();
        out.append(
                        regressed()
                                ? "Verdict: REGRESSION on night " + latestNight
                                : "Verdict: no regression on night " + latestNight)
                .append(" (")
                .append(changes)
                .append(" change point(s) in the history, ")
                .append(breaches.size())
                .append(" bound(s) breached)\n");
        return out.toString();
    }

    static String changeLine(FigureTrend trend, ChangePoint change) {
        NightValue start = trend.startOf(change);
        String kind = trend.regressions().contains(change) ? "REGRESSED" : trend.worse(change) ? "worse" : "better";
        return String.format(
                Locale.ROOT,
                "%-9s %s: %s %s → %s (%s) from night %s, commit %s, confidence %.1f%%",
                kind,
                trend.seriesKey(),
                trend.figure(),
                Numbers.text(change.before()),
                Numbers.text(change.after()),
                Numbers.percent(change.relativeChange()),
                start.night(),
                start.commit(),
                100 * change.confidence());
    }
}

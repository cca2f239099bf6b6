package io.msgbench.nightly;

import io.msgbench.changepoint.EDivisive;
import java.util.List;

/**
 * How a suite judges a night.
 *
 * @param figures the figures searched for change points
 * @param bounds absolute limits on the latest night
 * @param significance the chance that pure noise shows a change point in any gated series of a night
 * @param window a change point in the bad direction fails the night when it starts in the last {@code window} nights
 * @param minChange shifts smaller than this fraction of the value before them are not reported
 */
public record Gates(
        List<String> figures,
        List<Bound> bounds,
        int window,
        double significance,
        int permutations,
        long seed,
        double minChange) {
    /** A change is found once it has lasted this many nights (and had as many before it). */
    public static final int MIN_NIGHTS = 3;

    public static final Gates DEFAULT = new Gates(SuiteFigures.gated(), List.of(), 5, 0.01, 999, 1, 0.05);

    public Gates {
        figures = List.copyOf(figures);
        bounds = List.copyOf(bounds);
    }

    /**
     * The detector for one of {@code tests} series judged together: each gets significance / tests (Bonferroni), so
     * that {@code significance} bounds the chance that a night of pure noise shows a change anywhere; the shuffles
     * are raised where needed so that the smallest p-value they can give is half that.
     */
    EDivisive detector(int tests) {
        double each = significance / Math.max(1, tests);
        int shuffles = (int) Math.max(permutations, Math.ceil(2 / each) - 1);
        return new EDivisive(each, shuffles, seed, MIN_NIGHTS);
    }
}

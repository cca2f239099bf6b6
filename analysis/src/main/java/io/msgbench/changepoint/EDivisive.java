package io.msgbench.changepoint;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * E-divisive means (Matteson &amp; James, 2014, "A nonparametric approach for multiple change point analysis
 * of multivariate data"), the method Apache Otava (formerly Hunter) applies to nightly benchmark results.
 * For a segment it finds the split that maximises the energy-distance statistic
 * <pre>  Q(τ) = m·k/(m+k) · ( 2/(m·k)·Σ|xᵢ−yⱼ| − Σ|xᵢ−xⱼ|/C(m,2) − Σ|yᵢ−yⱼ|/C(k,2) )</pre>
 * (x the m values before τ, y the k from τ on), and keeps it when a permutation test says it is significant:
 * the segment is shuffled {@code permutations} times and p = (1 + #{shuffles whose best Q ≥ the real one}) /
 * (1 + permutations). Accepted splits divide their segment, which is searched again (binary segmentation).
 * Each segment's shuffles use a generator seeded from {@code seed} and the segment's bounds, so the same
 * series always gives the same answer.
 * <pre>{@code
 * List<ChangePoint> points = new EDivisive(0.01, 199, 1, 3).find(new double[] {...});
 * }</pre>
 */
public final class EDivisive {
    private final double significance;
    private final int permutations;
    private final long seed;
    private final int minSegment;

    /**
     * @param significance largest p-value accepted (0.01: one noise series in a hundred may show a change)
     * @param permutations shuffles per test; the smallest p-value it can give is 1 / (permutations + 1)
     * @param minSegment fewest values on either side of a change point
     */
    public EDivisive(double significance, int permutations, long seed, int minSegment) {
        if (significance <= 0 || significance >= 1) {
            throw new IllegalArgumentException("significance must be between 0 and 1, got " + significance);
        }
        if (permutations < 1 || minSegment < 1) {
            throw new IllegalArgumentException("permutations and the minimum segment must be at least 1");
        }
        this.significance = significance;
        this.permutations = permutations;
        this.seed = seed;
        this.minSegment = minSegment;
    }

    /** The significant change points of {@code values}, in order, each with its segments' means. */
    public List<ChangePoint> find(double[] values) {
        List<int[]> accepted = new ArrayList<>();
        split(values, 0, values.length, accepted);
        accepted.sort(Comparator.comparingInt(a -> a[0]));
        List<ChangePoint> points = new ArrayList<>();
        for (int i = 0; i < accepted.size(); i++) {
            int from = i == 0 ? 0 : accepted.get(i - 1)[0];
            int to = i == accepted.size() - 1 ? values.length : accepted.get(i + 1)[0];
            int at = accepted.get(i)[0];
            double pValue = accepted.get(i)[1] / (permutations + 1.0);
            points.add(new ChangePoint(at, mean(values, from, at), mean(values, at, to), pValue));
        }
        return List.copyOf(points);
    }

    /** Finds the best split of values[from, to); if significant, records it (with its count) and searches both halves. */
    private void split(double[] values, int from, int to, List<int[]> accepted) {
        if (to - from < 2 * minSegment) {
            return;
        }
        double[] segment = Arrays.copyOfRange(values, from, to);
        Best best = best(segment);
        if (best.statistic <= 0) {
            return;
        }
        int atLeastAsLarge = 1;
        Random random = new Random(seed * 1_000_003L + from * 7919L + to);
        double[] shuffled = segment.clone();
        for (int i = 0; i < permutations; i++) {
            shuffle(shuffled, random);
            if (best(shuffled).statistic >= best.statistic) {
                atLeastAsLarge++;
            }
        }
        if (atLeastAsLarge / (permutations + 1.0) > significance) {
            return;
        }
        accepted.add(new int[] {from + best.index, atLeastAsLarge});
        split(values, from, from + best.index, accepted);
        split(values, from + best.index, to, accepted);
    }

    private record Best(int index, double statistic) {}

    /** The split with the largest Q; sums of distances are updated as each value moves from right to left: O(n²). */
    private Best best(double[] x) {
        int n = x.length;
        double within = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                within += Math.abs(x[i] - x[j]);
            }
        }
        double left = 0;
        double right = within;
        double between = 0;
        Best best = new Best(-1, Double.NEGATIVE_INFINITY);
        for (int tau = 1; tau < n; tau++) {
            int moved = tau - 1;
            double toLeft = 0;
            double toRight = 0;
            for (int i = 0; i < moved; i++) {
                toLeft += Math.abs(x[i] - x[moved]);
            }
            for (int j = moved + 1; j < n; j++) {
                toRight += Math.abs(x[moved] - x[j]);
            }
            left += toLeft;
            right -= toRight;
            between += toRight - toLeft;
            if (tau >= minSegment && n - tau >= minSegment) {
                double q = statistic(tau, n - tau, left, right, between);
                if (q > best.statistic) {
                    best = new Best(tau, q);
                }
            }
        }
        return best;
    }

    private static double statistic(int m, int k, double left, double right, double between) {
        double energy = 2 * between / ((double) m * k) - pairsMean(left, m) - pairsMean(right, k);
        return (double) m * k / (m + k) * energy;
    }

    private static double pairsMean(double sum, int size) {
        return size < 2 ? 0 : sum / (size * (size - 1) / 2.0);
    }

    private static void shuffle(double[] values, Random random) {
        for (int i = values.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            double swap = values[i];
            values[i] = values[j];
            values[j] = swap;
        }
    }

    private static double mean(double[] values, int from, int to) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            sum += values[i];
        }
        return sum / (to - from);
    }
}

package io.msgbench.sweep;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Maximum-rate discovery that converges. OMB adjusts one running producer's rate from its backlog, a feedback
 * loop that can collapse to 0 or 1 msg/s; here every probe is a whole fixed-rate run judged on its own
 * ({@link SweepPoint#verdict()}), and the probed rates close in on the answer:
 * <ol>
 *   <li>one unthrottled run measures what the system absorbs with a bounded window: the first guess T₀;</li>
 *   <li>fixed-rate runs at T₀, then doubling while sustained or halving while not, until one sustained rate
 *       (lo) and one unsustained rate (hi) bracket the maximum;</li>
 *   <li>bisection of [lo, hi] until (hi − lo) / hi ≤ {@code precision} (or whole rates leave no middle).</li>
 * </ol>
 * The bracket only ever shrinks and lo is always a rate that was measured as sustained, so the answer cannot
 * fall to zero; {@code maxPoints} bounds the number of runs. The answer is lo.
 */
public record MaxRateSearch(double precision, int maxPoints) implements RateChooser {
    /** Halving stops this far below T₀: a system that sustains none of these rates has no useful maximum. */
    private static final double LOWEST_FRACTION = 1.0 / 1024;

    public MaxRateSearch {
        if (precision <= 0 || precision >= 1 || maxPoints < 3) {
            throw new IllegalArgumentException("precision must be in (0%, 100%) and at least 3 points allowed");
        }
    }

    @Override
    public OptionalDouble next(List<SweepPoint> done) {
        if (done.isEmpty()) {
            return OptionalDouble.of(RateLadder.UNTHROTTLED);
        }
        double firstGuess = done.get(0).achievedRate();
        if (done.size() >= maxPoints || firstGuess < 1) {
            return OptionalDouble.empty();
        }
        Optional<Double> lo = highestSustained(done);
        Optional<Double> hi = lowestUnsustained(done);
        if (lo.isEmpty() && hi.isEmpty()) {
            return OptionalDouble.of((double) Math.round(firstGuess));
        }
        if (hi.isEmpty()) {
            return OptionalDouble.of(lo.get() * 2);
        }
        if (lo.isEmpty()) {
            double half = Math.round(hi.get() / 2);
            return half >= firstGuess * LOWEST_FRACTION ? OptionalDouble.of(half) : OptionalDouble.empty();
        }
        double middle = Math.round((lo.get() + hi.get()) / 2);
        boolean narrowEnough = (hi.get() - lo.get()) / hi.get() <= precision;
        return narrowEnough || middle <= lo.get() || middle >= hi.get()
                ? OptionalDouble.empty()
                : OptionalDouble.of(middle);
    }

    /** The answer so far: the highest target rate measured as sustained. */
    public static Optional<Double> highestSustained(List<SweepPoint> done) {
        return done.stream()
                .filter(p -> p.verdict() == SweepPoint.Verdict.SUSTAINED)
                .map(SweepPoint::targetRate)
                .max(Double::compare);
    }

    private static Optional<Double> lowestUnsustained(List<SweepPoint> done) {
        return done.stream()
                .filter(p -> p.targetRate() > 0 && p.verdict() != SweepPoint.Verdict.SUSTAINED)
                .map(SweepPoint::targetRate)
                .min(Double::compare);
    }
}

package io.msgbench.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.SyntheticRuns;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The search against a simulated system that sustains every rate up to its capacity and no rate above it,
 * and whose unthrottled run (bounded window) reaches {@code unthrottled} msg/s.
 */
class MaxRateSearchTest {
    private static final SweepRule RULE = new SweepRule(0.05, 1_000, 10);

    private static SweepPoint simulated(double target, double capacity, double unthrottled) {
        if (target <= 0) {
            return SweepPoint.of(SyntheticRuns.run().rates(0, unthrottled).build(), RULE);
        }
        double achieved = Math.min(target, capacity);
        return SweepPoint.of(SyntheticRuns.run().rates(target, achieved).build(), RULE);
    }

    private static List<SweepPoint> search(MaxRateSearch search, double capacity, double unthrottled) {
        List<SweepPoint> done = new ArrayList<>();
        for (OptionalDouble next = search.next(done); next.isPresent(); next = search.next(done)) {
            done.add(simulated(next.getAsDouble(), capacity, unthrottled));
            assertThat(done).as("the search must end").hasSizeLessThanOrEqualTo(search.maxPoints());
        }
        return done;
    }

    @ParameterizedTest(name = "capacity {0} msg/s, unthrottled run {1} msg/s")
    @CsvSource({"50000, 20000", "50000, 80000", "1000, 45000", "30000, 30000", "7, 500"})
    void convergesWithinThePrecisionAndNeverCollapses(double capacity, double unthrottled) {
        MaxRateSearch search = new MaxRateSearch(0.05, 14);

        List<SweepPoint> points = search(search, capacity, unthrottled);

        // sustained = achieved within the 5 % tolerance, so the answer may sit up to 1/0.95 above capacity
        double found = MaxRateSearch.highestSustained(points).orElseThrow();
        assertThat(found).isLessThanOrEqualTo(capacity / 0.95).isGreaterThanOrEqualTo(capacity * 0.95 - 1);
        assertThat(points.get(0).targetRate()).as("first the unthrottled run").isZero();
    }

    @Test
    void stopsAtTheMaximumNumberOfPointsWithTheBestRateSoFar() {
        MaxRateSearch search = new MaxRateSearch(0.001, 4);

        List<SweepPoint> points = search(search, 50_000, 20_000);

        assertThat(points).hasSize(4);
        assertThat(MaxRateSearch.highestSustained(points)).contains(40_000.0);
    }

    @Test
    void aSystemThatSustainsNothingEndsWithoutAnAnswer() {
        List<SweepPoint> points = search(new MaxRateSearch(0.05, 30), 0, 1_000);

        assertThat(MaxRateSearch.highestSustained(points)).isEmpty();
        assertThat(points.get(points.size() - 1).targetRate()).isGreaterThanOrEqualTo(1_000.0 / 1024);
    }
}

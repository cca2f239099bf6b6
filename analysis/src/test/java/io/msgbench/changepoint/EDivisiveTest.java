package io.msgbench.changepoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** E-divisive means on series whose change points are known: Gaussian noise with steps added. */
class EDivisiveTest {
    private final EDivisive detector = new EDivisive(0.01, 199, 1, 3);

    private static double[] noise(int n, long seed) {
        Random random = new Random(seed);
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = 100 + random.nextGaussian();
        }
        return values;
    }

    @Test
    void findsTwoStepsWithTheirSizes() {
        double[] values = noise(40, 7);
        for (int i = 15; i < 40; i++) {
            values[i] += 10;
        }
        for (int i = 30; i < 40; i++) {
            values[i] -= 20;
        }
        List<ChangePoint> points = detector.find(values);
        assertThat(points).extracting(ChangePoint::index).containsExactly(15, 30);
        assertThat(points.get(0).relativeChange()).isBetween(0.09, 0.11);
        assertThat(points.get(1).after()).isBetween(89.0, 91.0);
        assertThat(points).allMatch(p -> p.confidence() >= 0.99);
    }

    /** At significance 0.01 about one noise series in a hundred shows a change: the test is calibrated. */
    @Test
    void onNoiseFindsChangesNoMoreOftenThanItsSignificance() {
        int series = 300;
        long withChange = java.util.stream.LongStream.range(0, series)
                .filter(seed -> !detector.find(noise(30, seed)).isEmpty())
                .count();
        assertThat(withChange)
                .as("noise series with a change point, of " + series)
                .isLessThanOrEqualTo(9);
    }

    @Test
    void theSameSeedGivesTheSameAnswer() {
        double[] values = noise(25, 3);
        for (int i = 12; i < 25; i++) {
            values[i] += 1.5;
        }
        assertThat(detector.find(values)).isEqualTo(new EDivisive(0.01, 199, 1, 3).find(values));
    }

    @Test
    void needsMinSegmentValuesOnEachSide() {
        double[] values = noise(20, 5);
        values[18] += 50;
        values[19] += 50;
        assertThat(detector.find(values)).isEmpty();
    }
}

package io.msgbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An hour-long run's line is thinned for the chart without losing a spike or a dip. */
class SeriesTest {

    @Test
    void anHourAtOneSecondKeepsEverySpikeAndDipInOrder() {
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (int second = 1; second <= 3600; second++) {
            x.add((double) second);
            y.add(second == 1234 ? 900.0 : second == 2345 ? 0.5 : second == 3001 ? 700.0 : 10.0 + second % 3);
        }
        Series thinned = new Series("run", x, y).keepingExtremes(TimeSeriesCharts.MAX_POINTS);

        assertThat(thinned.x())
                .hasSizeLessThanOrEqualTo(TimeSeriesCharts.MAX_POINTS)
                .isSorted();
        assertThat(thinned.y()).contains(900.0, 0.5, 700.0);
        assertThat(thinned.x().get(thinned.y().indexOf(900.0))).isEqualTo(1234.0);
        assertThat(thinned.y().stream().mapToDouble(Double::doubleValue).max().orElseThrow())
                .isEqualTo(900.0);
    }

    @Test
    void aShortRunIsDrawnAsItIs() {
        Series line = new Series("run", List.of(1.0, 2.0, 3.0), List.of(5.0, 1.0, 9.0));
        assertThat(line.keepingExtremes(TimeSeriesCharts.MAX_POINTS)).isSameAs(line);
    }
}

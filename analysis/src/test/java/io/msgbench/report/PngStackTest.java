package io.msgbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The PNG of the latency breakdown fills each stacked layer in a tint of its colour, sized by its own figure. */
class PngStackTest {

    private static int pixels(BufferedImage image, Color colour) {
        int rgb = colour.getRGB();
        int found = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                found += image.getRGB(x, y) == rgb ? 1 : 0;
            }
        }
        return found;
    }

    @Test
    void eachLayerFillsTheBandFromTheLayerBelowToItsOwnLine() {
        // layer 1 is 1 ms, layer 2 is 3 ms on top of it (running sum 4): its band is about 3 times as tall
        Series low = new Series("low", List.of(1.0, 2.0, 3.0), List.of(1.0, 1.0, 1.0), true);
        Series high = new Series("high", List.of(1.0, 2.0, 3.0), List.of(4.0, 4.0, 4.0), true);
        Series line = new Series("end-to-end p50", List.of(1.0, 2.0, 3.0), List.of(5.0, 5.0, 5.0));
        Chart chart = new Chart("breakdown-1", "t", "x", Scale.LINEAR, "ms", Scale.LINEAR, List.of(low, high, line));
        System.setProperty("java.awt.headless", "true");
        BufferedImage image = PngCharts.draw(chart).createBufferedImage(1000, 500);

        int lowPixels = pixels(image, PngStack.tint(PngCharts.PALETTE[0]));
        int highPixels = pixels(image, PngStack.tint(PngCharts.PALETTE[1]));
        assertThat(lowPixels).isGreaterThan(1000);
        assertThat(highPixels / (double) lowPixels).isCloseTo(3.0, org.assertj.core.data.Offset.offset(0.4));
        assertThat(pixels(image, PngCharts.PALETTE[2]))
                .as("the plain line over the stack")
                .isGreaterThan(100);
    }

    @Test
    void aChartWithoutStackedSeriesHasNoFill() {
        Series line = new Series("run", List.of(1.0, 2.0, 3.0), List.of(1.0, 2.0, 1.0));
        Chart chart = new Chart("c", "t", "x", Scale.LINEAR, "ms", Scale.LINEAR, List.of(line));
        System.setProperty("java.awt.headless", "true");
        BufferedImage image = PngCharts.draw(chart).createBufferedImage(1000, 500);

        // at most a few anti-aliased pixels of the line's edge share the tint
        assertThat(pixels(image, PngStack.tint(PngCharts.PALETTE[0]))).isLessThan(50);
        assertThat(PngCharts.draw(chart).getXYPlot().getDatasetCount()).isEqualTo(1);
    }
}

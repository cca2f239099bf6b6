package io.msgbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import org.jfree.chart.ChartRenderingInfo;
import org.junit.jupiter.api.Test;

/** The PNG of a whole-run chart shows each phase's band in its own fill, under the lines, in its lane. */
class PngBandsTest {

    private static BufferedImage png(Chart chart) {
        System.setProperty("java.awt.headless", "true");
        return PngCharts.draw(chart).createBufferedImage(1000, 500);
    }

    /** Pixels of this colour in the image's rows from {@code top} to {@code bottom} (exclusive). */
    private static int pixels(BufferedImage image, String colour, int top, int bottom) {
        int rgb = Color.decode(colour).getRGB();
        int found = 0;
        for (int y = top; y < bottom; y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                found += image.getRGB(x, y) == rgb ? 1 : 0;
            }
        }
        return found;
    }

    @Test
    void everyPhaseOfTheRunIsShadedInThePng() {
        LabeledResult run = new LabeledResult("run", Path.of("r.json"), WholeRunChartsTest.phasedRun());
        for (Chart chart : WholeRunCharts.of(List.of(run))) {
            BufferedImage image = png(chart);
            for (Band band : chart.bands()) {
                assertThat(pixels(image, band.colour(), 0, image.getHeight()))
                        .as(chart.id() + " " + band.label())
                        .isGreaterThan(1000);
            }
        }
    }

    @Test
    void aSecondRunsPhasesTakeTheLowerLane() {
        LabeledResult a = new LabeledResult("a", Path.of("a.json"), WholeRunChartsTest.phasedRun());
        LabeledResult b = new LabeledResult(
                "b",
                Path.of("b.json"),
                io.msgbench.result.ResultFixtures.withIntervals(
                        List.of(io.msgbench.result.ResultFixtures.interval("catch-up", 0, 10, 1000, 1000, 0, 1))));
        Chart backlog = WholeRunCharts.of(List.of(a, b)).stream()
                .filter(c -> c.id().equals("whole-backlog"))
                .findFirst()
                .orElseThrow();
        System.setProperty("java.awt.headless", "true");
        ChartRenderingInfo info = new ChartRenderingInfo();
        BufferedImage image = PngCharts.draw(backlog).createBufferedImage(1000, 500, info);
        Rectangle2D plot = info.getPlotInfo().getDataArea();
        String catchUp = WholeRunCharts.PHASE_COLOURS.get("catch-up");
        String warmup = WholeRunCharts.PHASE_COLOURS.get("warmup");

        int middle = (int) plot.getCenterY();
        // run a's catch-up (4 s to 6 s of 10) in the top lane, run b's (all 10 s) in the bottom one: 5 times as wide
        assertThat(pixels(image, catchUp, middle, image.getHeight()) / (double) pixels(image, catchUp, 0, middle))
                .isCloseTo(5.0, org.assertj.core.data.Offset.offset(0.5));
        // run b has no warm-up: its lane shows none (the warm-up's pale blue-grey is no shade that grey grid lines or
        // text, anti-aliased on white, can make; a pure grey was, so this once had to allow a few such pixels)
        assertThat(pixels(image, warmup, 0, middle)).isGreaterThan(1000);
        assertThat(pixels(image, warmup, middle, image.getHeight())).isZero();
    }

    /** A drain of a few milliseconds (what an idle broker's drain takes) is still a visible band at the run's end. */
    @Test
    void aPhaseOfSomeMillisecondsStaysVisible() {
        LabeledResult run = new LabeledResult(
                "run",
                Path.of("r.json"),
                io.msgbench.result.ResultFixtures.withIntervals(List.of(
                        io.msgbench.result.ResultFixtures.intervalMillis("measure", 0, 60_000, 1000, 1000, 0, 1),
                        io.msgbench.result.ResultFixtures.intervalMillis("drain", 60_000, 60_005, 0, 0, 0, 1))));
        for (Chart chart : WholeRunCharts.of(List.of(run))) {
            BufferedImage image = png(chart);
            assertThat(pixels(image, WholeRunCharts.PHASE_COLOURS.get("drain"), 0, image.getHeight()))
                    .as(chart.id())
                    .isGreaterThan(100);
        }
    }
    /** The drain's band is a few pixels wide: its name goes a text row lower, ending inside the plot. */
    @Test
    void aPhaseTooNarrowForItsNameIsNamedARowLower() {
        LabeledResult run = new LabeledResult(
                "run",
                Path.of("r.json"),
                io.msgbench.result.ResultFixtures.withIntervals(List.of(
                        io.msgbench.result.ResultFixtures.intervalMillis("measure", 0, 60_000, 1000, 1000, 0, 1),
                        io.msgbench.result.ResultFixtures.intervalMillis("drain", 60_000, 60_005, 0, 0, 0, 1))));
        Chart chart = WholeRunCharts.of(List.of(run)).get(0);
        System.setProperty("java.awt.headless", "true");
        ChartRenderingInfo info = new ChartRenderingInfo();
        BufferedImage image = PngCharts.draw(chart).createBufferedImage(1000, 500, info);
        Rectangle2D plot = info.getPlotInfo().getDataArea();

        int right = (int) plot.getMaxX() - 2;
        int top = (int) plot.getMinY();
        // the second text row at the plot's right end holds "drain"; the first row there holds no text
        assertThat(textPixels(image, right - 40, right, top + PngBands.LABEL_ROW + 2, top + 2 * PngBands.LABEL_ROW + 4))
                .as("text pixels of the drain's name")
                .isGreaterThan(20);
        assertThat(textPixels(image, right - 40, right, top + 1, top + PngBands.LABEL_ROW + 2))
                .isZero();
    }

    @Test
    void aLabelGoesInsideItsBandWhenItFitsElseARowLowerIfTheLaneHasRoom() {
        assertThat(PngBands.labelRow(30, 40, 100)).isZero();
        assertThat(PngBands.labelRow(30, 20, 100)).isEqualTo(1);
        assertThat(PngBands.labelRow(30, 20, 30)).isEqualTo(-1);
        assertThat(PngBands.labelLeft(100, 30, 500)).isEqualTo(103);
        assertThat(PngBands.labelLeft(495, 30, 500)).isEqualTo(467);
    }

    /** Dark grey pixels (the labels' colour, anti-aliased) in the rectangle [left, right) x [top, bottom). */
    private static int textPixels(BufferedImage image, int left, int right, int top, int bottom) {
        int found = 0;
        for (int y = top; y < bottom; y++) {
            for (int x = left; x < right; x++) {
                Color c = new Color(image.getRGB(x, y));
                boolean grey = Math.abs(c.getRed() - c.getGreen()) < 12 && Math.abs(c.getGreen() - c.getBlue()) < 12;
                found += grey && c.getRed() < 0xA0 ? 1 : 0;
            }
        }
        return found;
    }
}

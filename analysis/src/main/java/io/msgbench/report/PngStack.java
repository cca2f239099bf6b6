package io.msgbench.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.List;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * The stacked series of a chart in the PNG: each layer fills the band from the layer before it (the x axis for the
 * first) up to its own line, in a pale tint of its colour, under the chart's plain lines.
 */
final class PngStack {
    /** How far each layer's fill is mixed towards white: pale enough for the lines over it to read. */
    static final double TINT = 0.6;

    private PngStack() {}

    /** Adds the chart's stacked series as a second dataset of the plot, drawn before (under) the first. */
    static void add(XYPlot plot, Chart chart) {
        YIntervalSeriesCollection layers = new YIntervalSeriesCollection();
        DeviationRenderer renderer = new DeviationRenderer(true, false);
        renderer.setAlpha(1f);
        List<Double> below = null;
        for (int i = 0; i < chart.series().size(); i++) {
            Series series = chart.series().get(i);
            if (!series.stacked()) {
                continue;
            }
            YIntervalSeries layer = new YIntervalSeries(series.name(), false, true);
            for (int j = 0; j < series.x().size(); j++) {
                double low = below != null && below.size() == series.y().size() ? below.get(j) : 0.0;
                layer.add(series.x().get(j), series.y().get(j), low, series.y().get(j));
            }
            int index = layers.getSeriesCount();
            layers.addSeries(layer);
            Color colour = PngCharts.PALETTE[i % PngCharts.PALETTE.length];
            renderer.setSeriesPaint(index, colour);
            renderer.setSeriesFillPaint(index, tint(colour));
            renderer.setSeriesStroke(index, new BasicStroke(1.5f));
            below = series.y();
        }
        if (layers.getSeriesCount() > 0) {
            plot.setDataset(1, layers);
            plot.setRenderer(1, renderer);
        }
    }

    /** The colour mixed {@link #TINT} of the way to white, rounded as report.js rounds it. */
    static Color tint(Color colour) {
        return new Color(mix(colour.getRed()), mix(colour.getGreen()), mix(colour.getBlue()));
    }

    private static int mix(int channel) {
        return (int) Math.round(channel + (255 - channel) * TINT);
    }
}

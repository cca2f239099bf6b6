package io.msgbench.report;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.chart.annotations.AbstractXYAnnotation;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleEdge;

/**
 * A chart's {@link Band}s drawn under its lines in the PNG: each band fills its lane (a share of the plot's
 * height, from the top) between its x values, with its label at the lane's top left, or a row lower when the
 * band is too narrow for it ({@link #labelRow}).
 */
final class PngBands extends AbstractXYAnnotation {
    private static final Font LABEL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    private static final Color LABEL_COLOUR = new Color(0x555555);
    private static final double LEAST_WIDTH = 4;
    /** Text rows in a lane: a label that fits its band goes in the first, a narrower band's in the second. */
    static final int LABEL_ROW = 13;

    private final List<Band> bands;
    private final int lanes;

    PngBands(List<Band> bands, int lanes) {
        this.bands = List.copyOf(bands);
        this.lanes = lanes;
    }

    @Override
    public void draw(
            Graphics2D g2,
            XYPlot plot,
            Rectangle2D dataArea,
            ValueAxis domainAxis,
            ValueAxis rangeAxis,
            int rendererIndex,
            PlotRenderingInfo info) {
        RectangleEdge edge = plot.getDomainAxisEdge();
        double laneHeight = dataArea.getHeight() / lanes;
        g2.setFont(LABEL_FONT);
        for (Band band : bands) {
            double from = Math.max(dataArea.getMinX(), domainAxis.valueToJava2D(band.from(), dataArea, edge));
            double to = Math.min(dataArea.getMaxX(), domainAxis.valueToJava2D(band.to(), dataArea, edge));
            double top = dataArea.getMinY() + band.lane() * laneHeight;
            if (to < from) {
                continue; // outside the visible range
            }
            if (to - from < LEAST_WIDTH) { // a phase of some milliseconds (a drain) stays visible, inside the plot
                from = Math.max(dataArea.getMinX(), Math.min(from, dataArea.getMaxX() - LEAST_WIDTH));
                to = from + LEAST_WIDTH;
            }
            g2.setPaint(Color.decode(band.colour()));
            g2.fill(new Rectangle2D.Double(from, top, to - from, laneHeight));
            int width = g2.getFontMetrics().stringWidth(band.label());
            int row = labelRow(width, to - from, laneHeight);
            if (row >= 0) {
                g2.setPaint(LABEL_COLOUR);
                g2.drawString(band.label(), (float) labelLeft(from, width, dataArea.getMaxX()), (float)
                        (top + (row + 1) * LABEL_ROW));
            }
        }
    }

    /**
     * Which text row of its lane a band's label takes: 0 inside the band when it fits, else 1, under the labels that
     * fit, starting at the band (a drain of some milliseconds is still named); -1 when the lane has no room for a
     * second row. report.js places its labels by the same rule.
     */
    static int labelRow(double labelWidth, double bandWidth, double laneHeight) {
        if (labelWidth + 6 < bandWidth) {
            return 0;
        }
        return laneHeight >= 3 * LABEL_ROW ? 1 : -1;
    }

    /** Where a label starts: at its band, moved left as far as needed to end inside the plot. */
    static double labelLeft(double bandFrom, double labelWidth, double plotRight) {
        return Math.min(bandFrom + 3, plotRight - labelWidth - 3);
    }
}

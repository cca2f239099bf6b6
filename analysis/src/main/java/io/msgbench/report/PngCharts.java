package io.msgbench.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.function.Function;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** Draws {@link Chart}s as PNG files with JFreeChart, one file per chart named after its id. */
public final class PngCharts {
    private static final int WIDTH = 1000;
    private static final int HEIGHT = 500;
    static final Color[] PALETTE = {
        new Color(0x1f77b4),
        new Color(0xd62728),
        new Color(0x2ca02c),
        new Color(0xff7f0e),
        new Color(0x9467bd),
        new Color(0x8c564b),
        new Color(0xe377c2),
        new Color(0x17becf),
        new Color(0xbcbd22),
        new Color(0x7f7f7f)
    };

    private PngCharts() {}

    /** Writes every chart that has points; returns the files written. */
    public static List<Path> write(List<Chart> charts, Path folder) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Files.createDirectories(folder);
        List<Path> files = new ArrayList<>();
        for (Chart chart : charts) {
            if (chart.hasPoints()) {
                Path file = folder.resolve(chart.id() + ".png");
                ChartUtils.saveChartAsPNG(file.toFile(), draw(chart), WIDTH, HEIGHT);
                files.add(file);
            }
        }
        return files;
    }

    static JFreeChart draw(Chart chart) {
        XYSeriesCollection dataset = new XYSeriesCollection();
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, chart.xScale() == Scale.LOG);
        List<Series> all = chart.series();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).stacked()) {
                continue; // a layer of a stack: PngStack draws it
            }
            int line = dataset.getSeriesCount();
            dataset.addSeries(line(all.get(i)));
            renderer.setSeriesPaint(line, PALETTE[i % PALETTE.length]);
            renderer.setSeriesStroke(line, new BasicStroke(lineWidth(i, all.size())));
        }
        XYPlot plot = new XYPlot(
                dataset,
                axis(chart.xLabel(), chart.xScale(), values(chart, Series::x)),
                axis(chart.yLabel(), chart.yScale(), values(chart, Series::y)),
                renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        PngStack.add(plot, chart);
        if (!chart.bands().isEmpty()) {
            renderer.addAnnotation(new PngBands(chart.bands(), chart.bandLanes()), Layer.BACKGROUND);
        }
        JFreeChart picture = new JFreeChart(chart.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        picture.setBackgroundPaint(Color.WHITE);
        return picture;
    }

    private static XYSeries line(Series series) {
        XYSeries line = new XYSeries(series.name(), false, true);
        for (int i = 0; i < series.x().size(); i++) {
            line.add(series.x().get(i), series.y().get(i));
        }
        return line;
    }

    /** Earlier runs drawn wider, so a run whose line coincides with a later one's still shows around it. */
    static float lineWidth(int index, int count) {
        return 2f + 2f * Math.min(count - 1 - index, 2);
    }

    private static DoubleSummaryStatistics values(Chart chart, Function<Series, List<Double>> axis) {
        return chart.series().stream()
                .flatMap(s -> axis.apply(s).stream())
                .mapToDouble(Double::doubleValue)
                .summaryStatistics();
    }

    private static ValueAxis axis(String label, Scale scale, DoubleSummaryStatistics values) {
        return switch (scale) {
            case LINEAR -> new NumberAxis(label);
            case WHOLE -> {
                NumberAxis whole = new NumberAxis(label);
                whole.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
                yield whole;
            }
            case LOG -> logAxis(label, values);
            case NINES -> {
                NumberAxis nines = new NumberAxis(label);
                nines.setTickUnit(new NumberTickUnit(1, new NinesFormat()));
                nines.setAutoRangeIncludesZero(true);
                yield nines;
            }
        };
    }

    /** Whole decades, labelled 0.1, 1, 10, 100 …, with 9 minor ticks between: readable at any range. */
    private static LogAxis logAxis(String label, DoubleSummaryStatistics values) {
        LogAxis log = new LogAxis(label);
        log.setNumberFormatOverride(new DecimalFormat("#,##0.###"));
        log.setSmallestValue(1e-3);
        if (values.getCount() > 0) {
            double lower = Math.pow(10, Math.floor(Math.log10(values.getMin())));
            double upper = Math.pow(10, Math.ceil(Math.log10(values.getMax())));
            log.setRange(lower, upper > lower ? upper : lower * 10);
        }
        log.setTickUnit(new NumberTickUnit(1), false, true);
        log.setMinorTickCount(9);
        log.setMinorTickMarksVisible(true);
        return log;
    }

    /** Labels the nines axis in percent: 1 → 90%, 3 → 99.9%. */
    private static final class NinesFormat extends NumberFormat {
        @Override
        public StringBuffer format(double number, StringBuffer to, FieldPosition position) {
            return to.append(Nines.label(number));
        }

        @Override
        public StringBuffer format(long number, StringBuffer to, FieldPosition position) {
            return to.append(Nines.label((double) number));
        }

        @Override
        public Number parse(String source, ParsePosition position) {
            throw new UnsupportedOperationException("labels only");
        }
    }
}

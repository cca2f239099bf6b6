package io.msgbench.report;

import java.util.List;

/**
 * One picture, independent of how it is drawn: the HTML page and the PNG files render the same charts.
 * Points a logarithmic axis cannot show are dropped here, once, for both renderings.
 *
 * @param bands shaded stretches of the x axis under the lines (a run's phases); empty for most charts
 */
public record Chart(
        String id,
        String title,
        String xLabel,
        Scale xScale,
        String yLabel,
        Scale yScale,
        List<Series> series,
        List<Band> bands) {

    public Chart {
        boolean xLog = xScale == Scale.LOG;
        boolean yLog = yScale == Scale.LOG;
        series = series.stream().map(s -> s.positiveOnly(xLog, yLog)).toList();
        bands = List.copyOf(bands);
    }

    /** A chart without bands. */
    public Chart(
            String id, String title, String xLabel, Scale xScale, String yLabel, Scale yScale, List<Series> series) {
        this(id, title, xLabel, xScale, yLabel, yScale, series, List.of());
    }

    /** How many lanes the bands take (one per run that has bands): each lane is that share of the plot's height. */
    public int bandLanes() {
        return bands.stream().mapToInt(Band::lane).max().orElse(-1) + 1;
    }

    public boolean hasPoints() {
        return series.stream().anyMatch(s -> !s.isEmpty());
    }
}

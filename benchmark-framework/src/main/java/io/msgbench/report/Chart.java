package io.msgbench.report;

import java.util.List;

/**
 * One picture, independent of how it is drawn: the HTML page and the PNG files render the same charts.
 * Points a logarithmic axis cannot show are dropped here, once, for both renderings.
 */
public record Chart(String id, String title, String xLabel, Scale xScale, String yLabel, Scale yScale,
                    List<Series> series) {

    public Chart {
        boolean xLog = xScale == Scale.LOG;
        boolean yLog = yScale == Scale.LOG;
        series = series.stream().map(s -> s.positiveOnly(xLog, yLog)).toList();
    }

    public boolean hasPoints() {
        return series.stream().anyMatch(s -> !s.isEmpty());
    }
}

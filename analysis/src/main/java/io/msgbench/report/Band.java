package io.msgbench.report;

/**
 * A shaded stretch of a chart's x axis with its label: a phase of a run (warm-up, backlog, catch-up, measure,
 * drain). With several runs on one chart each run's bands take their own lane, one horizontal strip per run
 * (lane 0 at the top, in the order of the runs' lines), since their phases need not line up.
 *
 * @param colour an opaque pale fill, {@code #rrggbb}, the same in the HTML page and the PNG
 */
public record Band(String label, double from, double to, String colour, int lane) {

    public Band {
        if (!(to >= from)) {
            throw new IllegalArgumentException("band " + label + ": from " + from + " is after to " + to);
        }
    }
}

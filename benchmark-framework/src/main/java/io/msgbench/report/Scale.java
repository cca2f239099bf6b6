package io.msgbench.report;

/** How a chart axis maps values: plain, logarithmic, or the percentile "nines" axis (see {@link Nines}). */
public enum Scale {
    LINEAR, LOG, NINES
}

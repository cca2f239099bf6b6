package io.msgbench.report;

/**
 * How a chart axis maps values: plain, logarithmic, the percentile "nines" axis (see {@link Nines}), or plain with
 * ticks on whole numbers only (a count, such as the nights of a trend: there is no night 2.5).
 */
public enum Scale {
    LINEAR,
    LOG,
    NINES,
    WHOLE
}

package io.msgbench.nightly;

/** The latest night's value of a figure outside a suite's absolute bound. */
public record BoundBreach(String seriesKey, Bound bound, double value) {}

package io.msgbench.history;

/** A figure's value on one night (the median of that night's repeats), with the night's commit. */
public record NightValue(String night, String commit, double value, int repeats) {}

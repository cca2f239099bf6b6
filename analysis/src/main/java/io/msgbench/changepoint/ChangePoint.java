package io.msgbench.changepoint;

/**
 * A significant shift in a series: from {@code index} on, values centre on {@code after} instead of
 * {@code before} (the means of the segments either side, up to the neighbouring change points).
 *
 * @param pValue the permutation test's p-value; the confidence is {@code 1 - pValue}
 */
public record ChangePoint(int index, double before, double after, double pValue) {

    /** The shift relative to the value before it: 0.2 for +20 %. */
    public double relativeChange() {
        return before == 0 ? (after == 0 ? 0 : Double.POSITIVE_INFINITY) : (after - before) / Math.abs(before);
    }

    public double confidence() {
        return 1 - pValue;
    }
}

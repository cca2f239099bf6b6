package io.msgbench.workload;

import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Skewed keys: key index {@code i} (rank {@code i + 1}) is picked with probability proportional to
 * {@code 1 / (i + 1)^exponent}, so index 0 is the hottest key. Exponent 0 is uniform; 1 is classic Zipf;
 * larger is more skewed. Sampling is a binary search in the cumulative distribution, computed once.
 */
final class ZipfKeys extends KeyDistributor {
    private final double[] cumulative;

    ZipfKeys(int keyCount, double exponent) {
        if (!(exponent >= 0) || Double.isInfinite(exponent)) {
            throw new IllegalArgumentException("zipfExponent must be a finite number >= 0, got " + exponent);
        }
        cumulative = new double[keyCount];
        double sum = 0;
        for (int i = 0; i < keyCount; i++) {
            sum += 1.0 / Math.pow(i + 1, exponent);
            cumulative[i] = sum;
        }
        for (int i = 0; i < keyCount; i++) {
            cumulative[i] /= sum;
        }
    }

    @Override
    public int nextKeyIndex() {
        double u = ThreadLocalRandom.current().nextDouble();
        int found = Arrays.binarySearch(cumulative, u);
        int index = found >= 0 ? found : -found - 1;
        return Math.min(index, cumulative.length - 1);
    }

    /** The probability of key index {@code i}, for tests and documentation. */
    double probability(int i) {
        return i == 0 ? cumulative[0] : cumulative[i] - cumulative[i - 1];
    }
}

package io.msgbench.report;

import java.util.Locale;

/**
 * The percentile axis of latency spectra: x = log10(1 / (1 − p/100)), so 90 % sits at 1, 99 % at 2,
 * 99.9 % at 3 — each "nine" gets the same width and the tail is as wide as the body.
 */
public final class Nines {
    private Nines() {}

    public static double of(double percentile) {
        return Math.log10(1.0 / (1.0 - percentile / 100.0));
    }

    public static double percentile(double nines) {
        return 100.0 * (1.0 - Math.pow(10, -nines));
    }

    /** 1 → "90%", 3 → "99.9%", 0 → "0%". */
    public static String label(double nines) {
        String text = String.format(Locale.ROOT, "%.6f", percentile(nines))
                .replaceAll("0+$", "")
                .replaceAll("\\.$", "");
        return text + "%";
    }
}

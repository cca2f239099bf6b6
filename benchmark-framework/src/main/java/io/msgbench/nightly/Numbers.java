package io.msgbench.nightly;

import java.math.BigDecimal;
import java.util.Locale;

/** How the nightly text and report print a figure. */
public final class Numbers {
    private Numbers() {}

    public static String text(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return BigDecimal.valueOf(value).toBigInteger().toString();
        }
        return String.format(Locale.ROOT, Math.abs(value) >= 100 ? "%.1f" : "%.3f", value);
    }

    public static String percent(double fraction) {
        return String.format(Locale.ROOT, "%+.1f%%", 100 * fraction);
    }
}

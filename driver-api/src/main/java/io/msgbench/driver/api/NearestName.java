package io.msgbench.driver.api;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** Finds the valid name closest to a misspelt one, for "did you mean" hints. */
public final class NearestName {
    private NearestName() {}

    /** The closest candidate within a third of the name's length (at least 2 edits), if any. */
    public static Optional<String> of(String name, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int distance = distance(name.toLowerCase(Locale.ROOT), candidate.toLowerCase(Locale.ROOT));
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        int allowed = Math.max(2, name.length() / 3);
        return bestDistance <= allowed ? Optional.of(best) : Optional.empty();
    }

    /** " (did you mean 'x'?)" or an empty string. */
    public static String hint(String name, Collection<String> candidates) {
        return of(name, candidates).map(n -> " (did you mean '" + n + "'?)").orElse("");
    }

    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}

package io.msgbench.worker;

import io.msgbench.workload.KeyDistributor;
import java.util.Optional;

/**
 * The {@code Optional} key for each key index, made once and shared by all producers, so sending a
 * keyed message allocates no wrapper. A cached entry is used only if it holds the string the
 * producer's distributor names, so a distributor with keys of its own still gets the right key.
 */
final class KeyCache {
    private static final Optional<String>[] CACHE = newCache(KeyDistributor.KEY_COUNT);

    private KeyCache() {}

    static Optional<String> of(KeyDistributor keys, int keyIndex) {
        if (keyIndex == KeyDistributor.NO_KEY) {
            return Optional.empty();
        }
        String key = keys.keyAt(keyIndex);
        if (keyIndex < 0 || keyIndex >= CACHE.length) {
            return Optional.of(key);
        }
        Optional<String> cached = CACHE[keyIndex];
        if (cached != null && cached.get().equals(key)) {
            return cached;
        }
        Optional<String> made = Optional.of(key);
        CACHE[keyIndex] = made; // a benign race: Optional is immutable and safely published by its final field
        return made;
    }

    @SuppressWarnings("unchecked")
    private static Optional<String>[] newCache(int size) {
        return new Optional[size];
    }
}

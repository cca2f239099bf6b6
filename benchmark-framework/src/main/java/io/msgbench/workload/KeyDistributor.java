package io.msgbench.workload;

import java.util.concurrent.ThreadLocalRandom;

/**
 * Chooses the key of each message a producer sends, from a fixed set of {@link #KEY_COUNT} short keys.
 * One instance per producer; not thread-safe.
 * <pre>{@code
 * KeyDistributor keys = KeyDistributor.create(workload.keyDistributor());
 * int index = keys.nextKeyIndex();
 * String key = index == KeyDistributor.NO_KEY ? null : keys.keyAt(index);
 * }</pre>
 */
public abstract class KeyDistributor {
    /** What {@link #nextKeyIndex()} returns when messages carry no key. */
    public static final int NO_KEY = -1;
    /** How many distinct keys there are, as in OMB. */
    public static final int KEY_COUNT = 10_000;
    /** The classic Zipf skew: the hottest key is picked twice as often as the second. */
    public static final double DEFAULT_ZIPF_EXPONENT = 1.0;

    private static final int KEY_LENGTH = 7;
    private static final String ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final long KEY_SPACE = pow(ALPHABET.length(), KEY_LENGTH);
    /** Odd and not a multiple of 31, so coprime with 62^7: multiplying scatters indexes without collisions. */
    private static final long SCATTER = 2_654_435_761L;

    private static final String[] KEYS = buildKeys();

    KeyDistributor() {}

    public static KeyDistributor create(KeyDistributorType type) {
        return create(type, DEFAULT_ZIPF_EXPONENT);
    }

    /** @param zipfExponent the skew of {@link KeyDistributorType#ZIPF}; ignored by the other types */
    public static KeyDistributor create(KeyDistributorType type, double zipfExponent) {
        return switch (type) {
            case NO_KEY -> new NoKey();
            case KEY_ROUND_ROBIN -> new RoundRobin();
            case RANDOM_NANO -> new UniformRandom();
            case ZIPF -> new ZipfKeys(KEY_COUNT, zipfExponent);
        };
    }

    /** The index of the next message's key, or {@link #NO_KEY}. */
    public abstract int nextKeyIndex();

    /** The key for an index in {@code [0, keyCount())}: 7 alphanumeric characters, distinct per index. */
    public String keyAt(int index) {
        return KEYS[index];
    }

    public int keyCount() {
        return KEY_COUNT;
    }

    private static String[] buildKeys() {
        String[] keys = new String[KEY_COUNT];
        for (int i = 0; i < KEY_COUNT; i++) {
            keys[i] = encode(Math.floorMod(i * SCATTER, KEY_SPACE));
        }
        return keys;
    }

    private static String encode(long value) {
        char[] chars = new char[KEY_LENGTH];
        for (int i = KEY_LENGTH - 1; i >= 0; i--) {
            chars[i] = ALPHABET.charAt((int) (value % ALPHABET.length()));
            value /= ALPHABET.length();
        }
        return new String(chars);
    }

    private static long pow(long base, int exponent) {
        long result = 1;
        for (int i = 0; i < exponent; i++) {
            result *= base;
        }
        return result;
    }

    private static final class NoKey extends KeyDistributor {
        @Override
        public int nextKeyIndex() {
            return NO_KEY;
        }
    }

    private static final class RoundRobin extends KeyDistributor {
        private int next;

        @Override
        public int nextKeyIndex() {
            int index = next;
            next = next + 1 == KEY_COUNT ? 0 : next + 1;
            return index;
        }
    }

    private static final class UniformRandom extends KeyDistributor {
        @Override
        public int nextKeyIndex() {
            return ThreadLocalRandom.current().nextInt(KEY_COUNT);
        }
    }
}

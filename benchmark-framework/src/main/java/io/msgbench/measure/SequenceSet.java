package io.msgbench.measure;

import java.util.HashMap;
import java.util.Map;

/**
 * A set of sequence numbers that costs memory only for its gaps: pages of bits above a base below
 * which every number is present. Messages arrive almost in order, so the pages stay few even in runs
 * of billions of messages. The page last written is kept at hand, so adding in near order costs no map
 * lookup and no boxing. A page's bits grow as its numbers do, so that a slow producer (10,000 of them at
 * 10 msg/s) costs a few hundred bytes, not a whole page. Not thread-safe.
 */
final class SequenceSet {
    private static final int PAGE_SHIFT = 16;
    static final int PAGE_SIZE = 1 << PAGE_SHIFT;
    private static final int PAGE_MASK = PAGE_SIZE - 1;

    /** Words a page starts with (1,024 numbers); it doubles up to a whole page's as higher numbers arrive. */
    static final int FIRST_WORDS = 16;

    private static final int PAGE_WORDS = PAGE_SIZE / Long.SIZE;

    private static final class Page {
        long[] bits = new long[FIRST_WORDS];
        int count;

        /** The word holding {@code offset}, the bits grown to reach it. */
        int wordFor(int offset) {
            int word = offset >>> 6;
            if (word >= bits.length) {
                bits = java.util.Arrays.copyOf(bits, Math.min(PAGE_WORDS, Math.max(word + 1, bits.length * 2)));
            }
            return word;
        }

        /** The word holding {@code offset}, 0 where the bits have not grown that far. */
        long word(int index) {
            return index < bits.length ? bits[index] : 0L;
        }
    }

    private final Map<Long, Page> pages = new HashMap<>();
    private long basePage;
    private long size;
    private long currentIndex = -1;
    private Page current;

    /** Adds {@code sequence}; false when it was already present. */
    boolean add(long sequence) {
        long pageIndex = sequence >>> PAGE_SHIFT;
        if (pageIndex < basePage) {
            return false;
        }
        Page page = pageIndex == currentIndex ? current : page(pageIndex);
        int offset = (int) (sequence & PAGE_MASK);
        int word = page.wordFor(offset);
        long mask = 1L << (offset & 63);
        if ((page.bits[word] & mask) != 0) {
            return false;
        }
        page.bits[word] |= mask;
        size++;
        if (++page.count == PAGE_SIZE) {
            compactFullPages();
        }
        return true;
    }

    private Page page(long pageIndex) {
        Page page = pages.computeIfAbsent(pageIndex, i -> new Page());
        currentIndex = pageIndex;
        current = page;
        return page;
    }

    boolean contains(long sequence) {
        long pageIndex = sequence >>> PAGE_SHIFT;
        if (pageIndex < basePage) {
            return true;
        }
        Page page = pages.get(pageIndex);
        int offset = (int) (sequence & PAGE_MASK);
        return page != null && (page.word(offset >>> 6) & (1L << (offset & 63))) != 0;
    }

    long size() {
        return size;
    }

    /** The 64-bit words its pages hold: what the set costs beyond its map. */
    long wordsHeld() {
        return pages.values().stream().mapToLong(page -> page.bits.length).sum();
    }

    /** How many numbers of this set are missing from {@code other}. */
    long countMissingFrom(SequenceSet other) {
        long missing = 0;
        for (long p = other.basePage; p < basePage; p++) {
            Page theirs = other.pages.get(p);
            missing += PAGE_SIZE - (theirs == null ? 0 : theirs.count);
        }
        for (Map.Entry<Long, Page> entry : pages.entrySet()) {
            long p = entry.getKey();
            if (p < other.basePage) {
                continue;
            }
            Page theirs = other.pages.get(p);
            long[] mine = entry.getValue().bits;
            for (int i = 0; i < mine.length; i++) {
                missing += Long.bitCount(mine[i] & ~(theirs == null ? 0L : theirs.word(i)));
            }
        }
        return missing;
    }

    /** Adds every number in {@code [from, to)}; returns how many of them were new. */
    long addRange(long from, long to) {
        long added = 0;
        for (long start = from; start < to; ) {
            long pageIndex = start >>> PAGE_SHIFT;
            long pageStart = pageIndex << PAGE_SHIFT;
            long end = Math.min(to, pageStart + PAGE_SIZE);
            if (pageIndex == basePage
                    && start == pageStart
                    && end == pageStart + PAGE_SIZE
                    && !pages.containsKey(pageIndex)) {
                basePage++; // a whole missing page at the base: no bits needed
                size += PAGE_SIZE;
                added += PAGE_SIZE;
                compactFullPages();
            } else if (pageIndex >= basePage) {
                added += addWithinPage(pageIndex, (int) (start - pageStart), (int) (end - pageStart));
            }
            start = end;
        }
        return added;
    }

    /** Adds the ranges of {@link #ranges()}'s form; returns how many numbers were new. */
    long addRanges(long[] ranges) {
        long added = 0;
        for (int i = 0; i + 1 < ranges.length; i += 2) {
            added += addRange(ranges[i], ranges[i + 1]);
        }
        return added;
    }

    /** The numbers as ascending ranges {@code [from0, to0, from1, to1, ...]}, each {@code to} exclusive. */
    long[] ranges() {
        RangeList out = new RangeList();
        if (basePage > 0) {
            out.add(0, basePage << PAGE_SHIFT);
        }
        for (long pageIndex : new java.util.TreeSet<>(pages.keySet())) {
            long[] bits = pages.get(pageIndex).bits;
            long pageStart = pageIndex << PAGE_SHIFT;
            for (int word = 0; word < bits.length; word++) {
                long value = bits[word];
                long wordStart = pageStart + ((long) word << 6);
                if (value == -1L) {
                    out.add(wordStart, wordStart + 64);
                } else {
                    for (int bit = 0; value != 0 && bit < 64; bit++) {
                        if ((value & (1L << bit)) != 0) {
                            out.add(wordStart + bit, wordStart + bit + 1);
                        }
                    }
                }
            }
        }
        return out.toArray();
    }

    private long addWithinPage(long pageIndex, int fromOffset, int toOffset) {
        Page page = pages.computeIfAbsent(pageIndex, i -> new Page());
        long added = 0;
        for (int offset = fromOffset; offset < toOffset; offset++) {
            int word = page.wordFor(offset);
            long mask = 1L << (offset & 63);
            if ((page.bits[word] & mask) == 0) {
                page.bits[word] |= mask;
                added++;
            }
        }
        page.count += (int) added;
        size += added;
        compactFullPages();
        return added;
    }

    /** Collects ranges, joining each to the previous one when they touch. */
    private static final class RangeList {
        private long[] values = new long[16];
        private int length;

        void add(long from, long to) {
            if (length > 0 && values[length - 1] == from) {
                values[length - 1] = to;
                return;
            }
            if (length + 2 > values.length) {
                values = java.util.Arrays.copyOf(values, values.length * 2);
            }
            values[length++] = from;
            values[length++] = to;
        }

        long[] toArray() {
            return java.util.Arrays.copyOf(values, length);
        }
    }

    private void compactFullPages() {
        Page base = pages.get(basePage);
        while (base != null && base.count == PAGE_SIZE) {
            pages.remove(basePage);
            if (basePage == currentIndex) {
                currentIndex = -1;
                current = null;
            }
            basePage++;
            base = pages.get(basePage);
        }
    }
}

package io.msgbench.measure;

import java.util.HashMap;
import java.util.Map;

/**
 * A set of sequence numbers that costs memory only for its gaps: pages of bits above a base below
 * which every number is present. Messages arrive almost in order, so the pages stay few even in runs
 * of billions of messages. The page last written is kept at hand, so adding in near order costs no map
 * lookup and no boxing. Not thread-safe.
 */
final class SequenceSet {
    private static final int PAGE_SHIFT = 16;
    static final int PAGE_SIZE = 1 << PAGE_SHIFT;
    private static final int PAGE_MASK = PAGE_SIZE - 1;

    private static final class Page {
        final long[] bits = new long[PAGE_SIZE / Long.SIZE];
        int count;
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
        long mask = 1L << (offset & 63);
        if ((page.bits[offset >>> 6] & mask) != 0) {
            return false;
        }
        page.bits[offset >>> 6] |= mask;
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
        return page != null && (page.bits[offset >>> 6] & (1L << (offset & 63))) != 0;
    }

    long size() {
        return size;
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
                missing += Long.bitCount(mine[i] & ~(theirs == null ? 0L : theirs.bits[i]));
            }
        }
        return missing;
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

package io.msgbench.measure;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.LongAdder;

/**
 * Running totals of messages and bytes, written by many threads, read as a {@link CounterSnapshot}.
 *
 * <p>Why per thread: the sender and the consumer threads each count every message; shared counters
 * (even {@code LongAdder}s, whose bases sit side by side in memory) make them fight over cache lines.
 * Each writing thread gets cells of its own, written without atomics, up to
 * {@link LatencyRecorders#DEDICATED_THREADS}; threads beyond that share {@code LongAdder}s. A snapshot
 * sums them all.
 */
public final class Counters {
    private static final int SENT = 0;
    private static final int SENT_BYTES = 1;
    private static final int ACKED = 2;
    private static final int FAILED = 3;
    private static final int RECEIVED = 4;
    private static final int RECEIVED_BYTES = 5;
    private static final int FOREIGN = 6;
    private static final int KINDS = 7;

    private final List<Cells> all = new CopyOnWriteArrayList<>();
    private final Cells shared = new SharedCells();
    private final ThreadLocal<Cells> mine = ThreadLocal.withInitial(this::assign);

    public Counters() {
        all.add(shared);
    }

    public void sent(int bytes) {
        Cells cells = mine.get();
        cells.add(SENT, 1);
        cells.add(SENT_BYTES, bytes);
    }

    public void acked() {
        mine.get().add(ACKED, 1);
    }

    public void failed() {
        mine.get().add(FAILED, 1);
    }

    public void received(int bytes) {
        Cells cells = mine.get();
        cells.add(RECEIVED, 1);
        cells.add(RECEIVED_BYTES, bytes);
    }

    /** A message without the framework's header: not measured, but counted. */
    public void foreign() {
        mine.get().add(FOREIGN, 1);
    }

    public CounterSnapshot snapshot() {
        return new CounterSnapshot(sum(SENT), sum(SENT_BYTES), sum(ACKED), sum(FAILED), sum(RECEIVED),
                sum(RECEIVED_BYTES), sum(FOREIGN));
    }

    private long sum(int kind) {
        long total = 0;
        for (Cells cells : all) {
            total += cells.get(kind);
        }
        return total;
    }

    private synchronized Cells assign() {
        if (all.size() > LatencyRecorders.DEDICATED_THREADS) {
            return shared;
        }
        Cells cells = new OwnCells();
        all.add(cells);
        return cells;
    }

    private interface Cells {
        void add(int kind, long delta);

        long get(int kind);
    }

    /** One writer: plain adds, published with opaque writes so that readers see whole, recent values. */
    private static final class OwnCells implements Cells {
        private static final VarHandle CELL = MethodHandles.arrayElementVarHandle(long[].class);
        private final long[] values = new long[KINDS];

        @Override
        public void add(int kind, long delta) {
            CELL.setOpaque(values, kind, values[kind] + delta);
        }

        @Override
        public long get(int kind) {
            return (long) CELL.getOpaque(values, kind);
        }
    }

    private static final class SharedCells implements Cells {
        private final LongAdder[] values = new LongAdder[KINDS];

        SharedCells() {
            for (int i = 0; i < KINDS; i++) {
                values[i] = new LongAdder();
            }
        }

        @Override
        public void add(int kind, long delta) {
            values[kind].add(delta);
        }

        @Override
        public long get(int kind) {
            return values[kind].sum();
        }
    }
}

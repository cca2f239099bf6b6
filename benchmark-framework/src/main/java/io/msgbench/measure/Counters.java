package io.msgbench.measure;

import io.msgbench.result.CounterSnapshot;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Running totals of messages and bytes, written by many threads, read as a {@link CounterSnapshot}.
 *
 * <p>Why per thread: the sender and the consumer threads each count every message; shared counters
 * (even {@code LongAdder}s, whose bases sit side by side in memory) make them fight over cache lines.
 * Each writing thread gets cells of its own, written without atomics, up to
 * {@link LatencyRecorders#DEDICATED_THREADS}; threads beyond that share cells under a lock. A snapshot
 * sums them all.
 *
 * <p>Why a version per cell: a message's count and its bytes are two writes. A snapshot taken between them
 * would give an interval one message's bytes too many and the next one too few, so a snapshot only uses
 * a cell's values read while no write was in progress (a sequence lock with one writer).
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

    /**
     * Where one call site counts (one producer's sends, its acknowledgements, one consumer's deliveries): every
     * count goes through a site, which remembers each calling thread's cells.
     */
    public Site site() {
        return new Site();
    }

    /** Counts into the calling thread's cells. */
    public final class Site {
        private final LastThread<Cells> cells = new LastThread<>(mine::get);

        private Site() {}

        public void sent(int bytes) {
            cells.get().add(SENT, SENT_BYTES, bytes);
        }

        public void acked() {
            cells.get().add(ACKED, -1, 0);
        }

        public void failed() {
            cells.get().add(FAILED, -1, 0);
        }

        public void received(int bytes) {
            cells.get().add(RECEIVED, RECEIVED_BYTES, bytes);
        }

        /** A message without the framework's header: not measured, but counted. */
        public void foreign() {
            cells.get().add(FOREIGN, -1, 0);
        }
    }

    public CounterSnapshot snapshot() {
        long[] totals = new long[KINDS];
        for (Cells cells : all) {
            cells.addTo(totals);
        }
        return new CounterSnapshot(
                totals[SENT],
                totals[SENT_BYTES],
                totals[ACKED],
                totals[FAILED],
                totals[RECEIVED],
                totals[RECEIVED_BYTES],
                totals[FOREIGN]);
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
        /** One message of {@code kind}, and {@code bytes} more of {@code bytesKind} (none when it is -1). */
        void add(int kind, int bytesKind, long bytes);

        /** Adds this cell's values, all read at one moment, to {@code totals}. */
        void addTo(long[] totals);
    }

    /** One writer: plain adds inside an odd version, published with opaque writes so readers see whole values. */
    private static final class OwnCells implements Cells {
        private static final VarHandle CELL = MethodHandles.arrayElementVarHandle(long[].class);
        private static final VarHandle VERSION;

        static {
            try {
                VERSION = MethodHandles.lookup().findVarHandle(OwnCells.class, "version", long.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        private final long[] values = new long[KINDS];

        @SuppressWarnings("unused") // through VERSION
        private long version;

        @Override
        public void add(int kind, int bytesKind, long bytes) {
            long before = (long) VERSION.get(this);
            VERSION.setOpaque(this, before + 1);
            VarHandle.storeStoreFence(); // the odd version is seen before any value it guards
            CELL.setOpaque(values, kind, values[kind] + 1);
            if (bytesKind >= 0) {
                CELL.setOpaque(values, bytesKind, values[bytesKind] + bytes);
            }
            VERSION.setRelease(this, before + 2);
        }

        @Override
        public void addTo(long[] totals) {
            long[] read = new long[KINDS];
            while (true) {
                long before = (long) VERSION.getAcquire(this);
                for (int kind = 0; kind < KINDS; kind++) {
                    read[kind] = (long) CELL.getOpaque(values, kind);
                }
                VarHandle.loadLoadFence(); // the values are read before the version is read again
                if ((before & 1) == 0 && before == (long) VERSION.getOpaque(this)) {
                    break;
                }
                Thread.yield(); // the writer may be off its core in the middle of a write
            }
            for (int kind = 0; kind < KINDS; kind++) {
                totals[kind] += read[kind];
            }
        }
    }

    /** Any number of writers, beyond those with cells of their own: rare, so a lock is enough. */
    private static final class SharedCells implements Cells {
        private final long[] values = new long[KINDS];

        @Override
        public synchronized void add(int kind, int bytesKind, long bytes) {
            values[kind]++;
            if (bytesKind >= 0) {
                values[bytesKind] += bytes;
            }
        }

        @Override
        public synchronized void addTo(long[] totals) {
            for (int kind = 0; kind < KINDS; kind++) {
                totals[kind] += values[kind];
            }
        }
    }
}

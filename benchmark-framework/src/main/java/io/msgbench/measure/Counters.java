package io.msgbench.measure;

import java.util.concurrent.atomic.LongAdder;

/** Running totals of messages and bytes, written by many threads, read as a {@link CounterSnapshot}. */
public final class Counters {
    private final LongAdder sent = new LongAdder();
    private final LongAdder sentBytes = new LongAdder();
    private final LongAdder acked = new LongAdder();
    private final LongAdder failed = new LongAdder();
    private final LongAdder received = new LongAdder();
    private final LongAdder receivedBytes = new LongAdder();
    private final LongAdder foreign = new LongAdder();

    public void sent(int bytes) {
        sent.increment();
        sentBytes.add(bytes);
    }

    public void acked() {
        acked.increment();
    }

    public void failed() {
        failed.increment();
    }

    public void received(int bytes) {
        received.increment();
        receivedBytes.add(bytes);
    }

    /** A message without the framework's header: not measured, but counted. */
    public void foreign() {
        foreign.increment();
    }

    public CounterSnapshot snapshot() {
        return new CounterSnapshot(sent.sum(), sentBytes.sum(), acked.sum(), failed.sum(), received.sum(),
                receivedBytes.sum(), foreign.sum());
    }
}

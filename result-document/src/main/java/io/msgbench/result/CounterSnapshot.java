package io.msgbench.result;

/** Totals since the start of the run (or, after {@link #minus}, over an interval). */
public record CounterSnapshot(
        long sent, long sentBytes, long acked, long failed, long received, long receivedBytes, long foreign) {
    public static final CounterSnapshot ZERO = new CounterSnapshot(0, 0, 0, 0, 0, 0, 0);

    public CounterSnapshot plus(CounterSnapshot o) {
        return new CounterSnapshot(
                sent + o.sent,
                sentBytes + o.sentBytes,
                acked + o.acked,
                failed + o.failed,
                received + o.received,
                receivedBytes + o.receivedBytes,
                foreign + o.foreign);
    }

    public CounterSnapshot minus(CounterSnapshot o) {
        return new CounterSnapshot(
                sent - o.sent,
                sentBytes - o.sentBytes,
                acked - o.acked,
                failed - o.failed,
                received - o.received,
                receivedBytes - o.receivedBytes,
                foreign - o.foreign);
    }
}

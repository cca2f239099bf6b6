package io.msgbench.worker;

import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.measure.Counters;
import io.msgbench.measure.HostClock;
import io.msgbench.measure.LatencyRecorders;
import io.msgbench.measure.PayloadHeader;
import io.msgbench.measure.SubscriptionLedger;

/**
 * The callback every consumer of one subscription delivers into: reads the header, records
 * end-to-end latency from the intended send time, and checks delivery, whether the header came in the payload
 * or out of band beside it. Reads the header field by field, so receiving a message allocates nothing. Public so that perf's {@code HotPathBenchmark} can
 * drive it alone.
 */
public final class ConsumerSink implements ConsumerCallback {
    private final String subscription;
    private final SubscriptionLedger ledger;
    private final Measurements measurements;
    private final Counters.Site counts;
    private final LatencyRecorders.Site latencies;

    public ConsumerSink(String subscription, String topic, Measurements measurements) {
        this.subscription = subscription;
        this.ledger = measurements.verifier.subscription(subscription, topic);
        this.measurements = measurements;
        this.counts = measurements.counters.site();
        this.latencies = measurements.latencies.site();
    }

    @Override
    public void messageReceived(byte[] payload) {
        received(HostClock.epochNanos(), payload, payload == null ? 0 : payload.length);
    }

    /** The header came out of band: the bytes received are the body's alone. */
    @Override
    public void messageReceived(byte[] header, byte[] body) {
        received(HostClock.epochNanos(), header, body.length);
    }

    private void received(long receivedAt, byte[] payload, int bytes) {
        if (!PayloadHeader.isPresent(payload)) {
            counts.foreign();
            return;
        }
        int producerId = PayloadHeader.producerId(payload);
        if (PayloadHeader.isProbe(payload)) {
            measurements.probes.seen(subscription, producerId);
            return;
        }
        counts.received(bytes);
        // A duplicate's latency would count one send twice; it is counted as a duplicate instead.
        if (ledger.received(producerId, PayloadHeader.keyIndex(payload), PayloadHeader.sequence(payload))
                == SubscriptionLedger.Outcome.FIRST_DELIVERY) {
            latencies.recordEndToEnd((receivedAt - PayloadHeader.intendedEpochNanos(payload)) / 1_000);
        }
    }
}

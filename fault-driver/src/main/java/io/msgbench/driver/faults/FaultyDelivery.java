package io.msgbench.driver.faults;

import io.msgbench.driver.api.ConsumerCallback;
import java.util.HashMap;
import java.util.Map;

/**
 * Stands between a consumer and the framework's callback: drops, hands over twice, or holds back chosen
 * messages. A held message is handed over right after the next message of the same key, so the framework sees
 * it after a later sequence of its key: one out-of-order delivery each.
 */
final class FaultyDelivery implements ConsumerCallback {
    private final ConsumerCallback callback;
    private final FaultPlan plan;
    private final Map<Integer, Runnable> heldByKey = new HashMap<>();

    FaultyDelivery(ConsumerCallback callback, FaultPlan plan) {
        this.callback = callback;
        this.plan = plan;
    }

    @Override
    public synchronized void messageReceived(byte[] payload) {
        deliver(Header.ofMeasured(payload), () -> callback.messageReceived(payload));
    }

    /** The header out of band: handed on as it came, header and body apart. */
    @Override
    public synchronized void messageReceived(byte[] header, byte[] body) {
        deliver(Header.ofMeasured(header), () -> callback.messageReceived(header, body));
    }

    private void deliver(Header header, Runnable handOver) {
        if (header == null) {
            handOver.run();
            return;
        }
        long sequence = header.sequence();
        if (plan.dropOnReceive().contains(sequence)) {
            return;
        }
        if (plan.deliverLate().contains(sequence) && !heldByKey.containsKey(header.keyIndex())) {
            heldByKey.put(header.keyIndex(), handOver);
            return;
        }
        handOver.run();
        if (plan.deliverTwice().contains(sequence)) {
            handOver.run();
        }
        Runnable held = heldByKey.remove(header.keyIndex());
        if (held != null) {
            held.run();
        }
    }
}

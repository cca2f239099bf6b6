package io.msgbench.measure;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Checks delivery from the header's producer ids and sequence numbers: which acknowledged messages a
 * subscription never received (lost), which it received twice (duplicated), and which arrived before
 * an earlier message of the same producer and key (out of order).
 * <pre>{@code
 * verifier.acked(producerId, sequence);                  // in the producer's ack callback
 * verifier.subscription("sub-0").received(header);       // in the consumer callback
 * DeliveryReport report = verifier.report();             // after the drain
 * }</pre>
 */
public final class DeliveryVerifier {
    private final int keyCount;
    private final Map<Integer, SequenceSet> ackedByProducer = new ConcurrentHashMap<>();
    private final Map<String, SubscriptionLedger> subscriptions = new ConcurrentHashMap<>();

    /** @param keyCount the number of distinct key indexes a producer may use */
    public DeliveryVerifier(int keyCount) {
        this.keyCount = keyCount;
    }

    public void acked(int producerId, long sequence) {
        SequenceSet acked = ackedByProducer.computeIfAbsent(producerId, id -> new SequenceSet());
        synchronized (acked) {
            acked.add(sequence);
        }
    }

    /** The ledger of one subscription; consumers fetch it once and record into it per message. */
    public SubscriptionLedger subscription(String name) {
        return subscriptions.computeIfAbsent(name, n -> new SubscriptionLedger(keyCount));
    }

    /** Totals over all subscriptions, with a line per subscription. */
    public DeliveryReport report() {
        Map<String, DeliveryReport.Subscription> perSubscription = new TreeMap<>();
        subscriptions.forEach((name, ledger) -> perSubscription.put(name, ledger.report(ackedByProducer)));
        return DeliveryReport.of(perSubscription);
    }
}

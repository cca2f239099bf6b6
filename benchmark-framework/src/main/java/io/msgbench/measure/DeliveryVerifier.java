package io.msgbench.measure;

import io.msgbench.result.DeliveryReport;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Checks delivery from the header's producer ids and sequence numbers: which acknowledged messages a
 * subscription never received (lost), which it received twice (duplicated), and which arrived before
 * an earlier message of the same producer and key (out of order). A subscription is judged against
 * the producers of its own topic only.
 * <pre>{@code
 * verifier.acked("topic-0", producerId, sequence);           // in the producer's ack callback
 * verifier.producerAcks("topic-0", producerId).acked(sequence); // the same, looked up once
 * verifier.subscription("sub-0", "topic-0").received(header); // in the consumer callback
 * DeliveryReport report = verifier.report();             // after the drain
 * }</pre>
 */
public final class DeliveryVerifier {
    private final int keyCount;
    private final Map<String, Map<Integer, SequenceSet>> ackedByTopic = new ConcurrentHashMap<>();
    private final Map<String, SubscriptionLedger> subscriptions = new ConcurrentHashMap<>();

    /** @param keyCount the number of distinct key indexes a producer may use */
    public DeliveryVerifier(int keyCount) {
        this.keyCount = keyCount;
    }

    public void acked(String topic, int producerId, long sequence) {
        producerAcks(topic, producerId).acked(sequence);
    }

    /** Where one producer's acknowledgements go; a producer fetches it once instead of two lookups per ack. */
    public ProducerAcks producerAcks(String topic, int producerId) {
        return new ProducerAcks(ackedByTopic
                .computeIfAbsent(topic, t -> new ConcurrentHashMap<>())
                .computeIfAbsent(producerId, id -> new SequenceSet()));
    }

    /** The acknowledged sequence numbers of one producer. Thread-safe. */
    public static final class ProducerAcks {
        private final SequenceSet acked;

        private ProducerAcks(SequenceSet acked) {
            this.acked = acked;
        }

        public void acked(long sequence) {
            synchronized (acked) {
                acked.add(sequence);
            }
        }
    }

    /** The ledger of one subscription; consumers fetch it once and record into it per message. */
    public SubscriptionLedger subscription(String name, String topic) {
        return subscriptions.computeIfAbsent(name, n -> new SubscriptionLedger(topic, keyCount));
    }

    /** Everything this verifier holds, as ranges, for a coordinator to merge with other workers' states. */
    public DeliveryState state() {
        Map<String, Map<Integer, long[]>> acked = new TreeMap<>();
        ackedByTopic.forEach((topic, producers) -> {
            Map<Integer, long[]> ranges = new TreeMap<>();
            producers.forEach((producerId, set) -> {
                synchronized (set) {
                    ranges.put(producerId, set.ranges());
                }
            });
            acked.put(topic, ranges);
        });
        Map<String, DeliveryState.Subscription> received = new TreeMap<>();
        subscriptions.forEach((name, ledger) -> received.put(name, ledger.state()));
        return new DeliveryState(acked, received);
    }

    /** Totals over all subscriptions, with a line per subscription. */
    public DeliveryReport report() {
        Map<String, DeliveryReport.Subscription> perSubscription = new TreeMap<>();
        subscriptions.forEach((name, ledger) ->
                perSubscription.put(name, ledger.report(ackedByTopic.getOrDefault(ledger.topic(), Map.of()))));
        return DeliveryReport.of(perSubscription);
    }
}

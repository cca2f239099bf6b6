package io.msgbench.measure;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** What one subscription received, per producer: a {@link SequenceSet} and the last sequence per key. */
public final class SubscriptionLedger {
    /** What a received message turned out to be. */
    public enum Outcome { FIRST_DELIVERY, DUPLICATE }

    private final String topic;
    private final int keyCount;
    private final Map<Integer, ProducerStream> streams = new ConcurrentHashMap<>();

    SubscriptionLedger(String topic, int keyCount) {
        this.topic = topic;
        this.keyCount = keyCount;
    }

    String topic() {
        return topic;
    }

    public Outcome received(PayloadHeader.Fields header) {
        ProducerStream stream = streams.computeIfAbsent(header.producerId(), id -> new ProducerStream(keyCount));
        synchronized (stream) {
            return stream.received(header.keyIndex(), header.sequence());
        }
    }

    DeliveryReport.Subscription report(Map<Integer, SequenceSet> ackedByProducer) {
        long received = 0;
        long duplicates = 0;
        long outOfOrder = 0;
        long lost = 0;
        for (ProducerStream stream : streams.values()) {
            synchronized (stream) {
                received += stream.sequences.size();
                duplicates += stream.duplicates;
                outOfOrder += stream.outOfOrder;
            }
        }
        for (Map.Entry<Integer, SequenceSet> acked : ackedByProducer.entrySet()) {
            ProducerStream stream = streams.get(acked.getKey());
            SequenceSet none = new SequenceSet();
            synchronized (acked.getValue()) {
                if (stream == null) {
                    lost += acked.getValue().countMissingFrom(none);
                } else {
                    synchronized (stream) {
                        lost += acked.getValue().countMissingFrom(stream.sequences);
                    }
                }
            }
        }
        return new DeliveryReport.Subscription(received, duplicates, lost, outOfOrder);
    }

    DeliveryState.Subscription state() {
        Map<Integer, long[]> received = new java.util.TreeMap<>();
        long duplicates = 0;
        long outOfOrder = 0;
        for (Map.Entry<Integer, ProducerStream> entry : streams.entrySet()) {
            ProducerStream stream = entry.getValue();
            synchronized (stream) {
                received.put(entry.getKey(), stream.sequences.ranges());
                duplicates += stream.duplicates;
                outOfOrder += stream.outOfOrder;
            }
        }
        return new DeliveryState.Subscription(topic, received, duplicates, outOfOrder);
    }

    /** One producer's messages as seen by this subscription. */
    private static final class ProducerStream {
        final SequenceSet sequences = new SequenceSet();
        final int keyCount;
        long[] lastSequenceByKey;
        long duplicates;
        long outOfOrder;

        ProducerStream(int keyCount) {
            this.keyCount = keyCount;
        }

        Outcome received(int keyIndex, long sequence) {
            if (!sequences.add(sequence)) {
                duplicates++;
                return Outcome.DUPLICATE;
            }
            if (keyIndex >= 0 && keyIndex < keyCount) {
                checkOrder(keyIndex, sequence);
            }
            return Outcome.FIRST_DELIVERY;
        }

        // Brokers keep order per key (per partition), so per producer and key sequences must rise.
        private void checkOrder(int keyIndex, long sequence) {
            if (lastSequenceByKey == null) {
                lastSequenceByKey = new long[keyCount];
                java.util.Arrays.fill(lastSequenceByKey, -1);
            }
            if (sequence < lastSequenceByKey[keyIndex]) {
                outOfOrder++;
            } else {
                lastSequenceByKey[keyIndex] = sequence;
            }
        }
    }
}

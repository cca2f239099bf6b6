package io.msgbench.measure;

import io.msgbench.result.DeliveryReport;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What one subscription received, per producer: a {@link SequenceSet} and the last sequence per key.
 * Producer ids are dense from 0 in a run, so the streams sit in an array read without a lock or boxing;
 * ids outside it (foreign data that happens to look like a header) go to a map.
 */
public final class SubscriptionLedger {
    private static final int DENSE_IDS = 1 << 20;

    /** What a received message turned out to be. */
    public enum Outcome {
        FIRST_DELIVERY,
        DUPLICATE
    }

    private final String topic;
    private final int keyCount;
    private final Map<Integer, ProducerStream> sparse = new ConcurrentHashMap<>();
    /** Copy-on-write: replaced, never changed in place, so a reader sees complete streams only. */
    private volatile ProducerStream[] dense = new ProducerStream[0];

    SubscriptionLedger(String topic, int keyCount) {
        this.topic = topic;
        this.keyCount = keyCount;
    }

    String topic() {
        return topic;
    }

    public Outcome received(PayloadHeader.Fields header) {
        return received(header.producerId(), header.keyIndex(), header.sequence());
    }

    /** The same from the header's fields, read one by one: what the consumer callback calls per message. */
    public Outcome received(int producerId, int keyIndex, long sequence) {
        ProducerStream stream = stream(producerId);
        synchronized (stream) {
            return stream.received(keyIndex, sequence);
        }
    }

    private ProducerStream stream(int producerId) {
        ProducerStream[] streams = dense;
        ProducerStream stream = producerId >= 0 && producerId < streams.length ? streams[producerId] : null;
        return stream != null ? stream : newStream(producerId);
    }

    private synchronized ProducerStream newStream(int producerId) {
        if (producerId < 0 || producerId >= DENSE_IDS) {
            return sparse.computeIfAbsent(producerId, id -> new ProducerStream(keyCount));
        }
        ProducerStream[] streams = dense;
        if (producerId < streams.length && streams[producerId] != null) {
            return streams[producerId];
        }
        ProducerStream[] grown = Arrays.copyOf(streams, Math.max(streams.length, producerId + 1));
        grown[producerId] = new ProducerStream(keyCount);
        dense = grown;
        return grown[producerId];
    }

    private ProducerStream find(int producerId) {
        ProducerStream[] streams = dense;
        return producerId >= 0 && producerId < streams.length ? streams[producerId] : sparse.get(producerId);
    }

    private Map<Integer, ProducerStream> streamsById() {
        Map<Integer, ProducerStream> byId = new java.util.TreeMap<>(sparse);
        ProducerStream[] streams = dense;
        for (int id = 0; id < streams.length; id++) {
            if (streams[id] != null) {
                byId.put(id, streams[id]);
            }
        }
        return byId;
    }

    private List<ProducerStream> allStreams() {
        return new ArrayList<>(streamsById().values());
    }

    DeliveryReport.Subscription report(Map<Integer, SequenceSet> ackedByProducer) {
        long received = 0;
        long duplicates = 0;
        long outOfOrder = 0;
        long lost = 0;
        for (ProducerStream stream : allStreams()) {
            synchronized (stream) {
                received += stream.sequences.size();
                duplicates += stream.duplicates;
                outOfOrder += stream.outOfOrder;
            }
        }
        for (Map.Entry<Integer, SequenceSet> acked : ackedByProducer.entrySet()) {
            ProducerStream stream = find(acked.getKey());
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
        for (Map.Entry<Integer, ProducerStream> entry : streamsById().entrySet()) {
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

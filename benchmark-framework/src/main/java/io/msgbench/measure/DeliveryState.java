package io.msgbench.measure;

import io.msgbench.result.DeliveryReport;
import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a worker's {@link DeliveryVerifier} holds, as sequence ranges ({@code [from0, to0, from1, to1, ...]},
 * {@code to} exclusive): the acknowledged sequences per topic and producer, and what each subscription
 * received per producer. Workers send it to the coordinator, which merges the states of all workers
 * before judging: in split mode the acks and the receipts live on different workers, so only the
 * merged sets say what was lost.
 */
public record DeliveryState(Map<String, Map<Integer, long[]>> acked, Map<String, Subscription> subscriptions) {

    /** One subscription's receipts on one worker, with the duplicates and order faults that worker saw. */
    public record Subscription(String topic, Map<Integer, long[]> received, long duplicates, long outOfOrder) {}

    /**
     * The delivery verdict over several workers' states. A message a subscription received on two
     * workers counts once as received and once as a duplicate; order is checked by each worker over
     * what it received (a key's messages reach one consumer at a time).
     */
    public static DeliveryReport mergedReport(Collection<DeliveryState> states) {
        return new Union(states).report();
    }

    /** The delivery verdict on this state alone. */
    public DeliveryReport report() {
        return mergedReport(java.util.List.of(this));
    }

    /** The states united into one: acks and receipts as ranges, overlapping receipts added to the duplicates. */
    public static DeliveryState merge(Collection<DeliveryState> states) {
        return new Union(states).state();
    }

    /** How many numbers the ranges hold. */
    static long count(long[] ranges) {
        long count = 0;
        for (int i = 0; i + 1 < ranges.length; i += 2) {
            count += ranges[i + 1] - ranges[i];
        }
        return count;
    }

    /** Several states' sequence sets, united. */
    private static final class Union {
        final Map<String, Map<Integer, SequenceSet>> acked = new TreeMap<>();
        final Map<String, Merged> subscriptions = new TreeMap<>();

        Union(Collection<DeliveryState> states) {
            for (DeliveryState state : states) {
                state.acked()
                        .forEach((topic, producers) -> producers.forEach(
                                (producerId, ranges) -> acked.computeIfAbsent(topic, t -> new TreeMap<>())
                                        .computeIfAbsent(producerId, id -> new SequenceSet())
                                        .addRanges(ranges)));
                state.subscriptions()
                        .forEach((name, subscription) -> subscriptions
                                .computeIfAbsent(name, n -> new Merged(subscription.topic()))
                                .add(subscription));
            }
        }

        DeliveryReport report() {
            Map<String, DeliveryReport.Subscription> perSubscription = new TreeMap<>();
            subscriptions.forEach((name, merged) ->
                    perSubscription.put(name, merged.report(acked.getOrDefault(merged.topic, Map.of()))));
            return DeliveryReport.of(perSubscription);
        }

        DeliveryState state() {
            Map<String, Map<Integer, long[]>> ackedRanges = new TreeMap<>();
            acked.forEach((topic, producers) -> ackedRanges.put(topic, ranges(producers)));
            Map<String, Subscription> received = new TreeMap<>();
            subscriptions.forEach((name, merged) -> received.put(
                    name,
                    new Subscription(merged.topic, ranges(merged.received), merged.duplicates, merged.outOfOrder)));
            return new DeliveryState(ackedRanges, received);
        }

        private static Map<Integer, long[]> ranges(Map<Integer, SequenceSet> sets) {
            Map<Integer, long[]> ranges = new TreeMap<>();
            sets.forEach((producerId, set) -> ranges.put(producerId, set.ranges()));
            return ranges;
        }
    }

    /** One subscription's receipts from every worker, united. */
    private static final class Merged {
        final String topic;
        final Map<Integer, SequenceSet> received = new TreeMap<>();
        long duplicates;
        long outOfOrder;

        Merged(String topic) {
            this.topic = topic;
        }

        void add(Subscription subscription) {
            duplicates += subscription.duplicates();
            outOfOrder += subscription.outOfOrder();
            subscription.received().forEach((producerId, ranges) -> {
                long added = received.computeIfAbsent(producerId, id -> new SequenceSet())
                        .addRanges(ranges);
                duplicates += count(ranges) - added;
            });
        }

        DeliveryReport.Subscription report(Map<Integer, SequenceSet> ackedByProducer) {
            long unique =
                    received.values().stream().mapToLong(SequenceSet::size).sum();
            long lost = 0;
            for (Map.Entry<Integer, SequenceSet> entry : ackedByProducer.entrySet()) {
                lost += entry.getValue().countMissingFrom(received.getOrDefault(entry.getKey(), new SequenceSet()));
            }
            return new DeliveryReport.Subscription(unique, duplicates, lost, outOfOrder);
        }
    }
}
